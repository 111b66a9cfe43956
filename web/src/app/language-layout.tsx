import { useEffect, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/shared/language.js';
import { Shell } from '../features/shell/shell.js';
import { catalogsLoaded, switchLanguage } from '../shared/i18n.js';
import { useCurrentUser } from '../shared/session/use-current-user.js';
import { isAdminPath } from './admin-paths.js';
import { useFixedPageTitle } from './use-fixed-page-title.js';
import { notFoundPage } from './not-found-element.js';

/** `/:lang/*`: checks the language, loads its texts, and frames every page with the shell. */
export const LanguageLayout = () => {
  const { lang } = useParams();
  const admin = isAdminPath(useLocation().pathname);
  const [ready, setReady] = useState(() => isLanguage(lang) && catalogsLoaded(lang, { admin }));
  useFixedPageTitle(isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
  useEffect(() => {
    if (!isLanguage(lang)) return;
    // Only a first visit waits for texts: moving between admin and shop pages keeps the page mounted.
    if (!catalogsLoaded(lang, { admin })) setReady(false);
    void switchLanguage(lang, { admin }).then(() => setReady(true));
  }, [lang, admin]);
  // Admins see edit controls on shop pages too: their texts load in the background, the page stays.
  const { isAdmin } = useCurrentUser();
  useEffect(() => {
    if (isAdmin && isLanguage(lang)) void switchLanguage(lang, { admin: true });
  }, [isAdmin, lang]);
  if (!isLanguage(lang)) return notFoundPage;
  if (!ready) return <div className="min-h-screen" aria-busy="true" />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
};
