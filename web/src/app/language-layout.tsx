import { useEffect, useState } from 'react';
import { Outlet, useParams } from 'react-router';
import { isLanguage } from '../../../domain/shared/language.js';
import { Shell } from '../features/shell/shell.js';
import { switchLanguage } from '../shared/i18n.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';

/** `/:lang/*`: checks the language, loads its texts, and frames every page with the shell. */
export const LanguageLayout = () => {
  const { lang } = useParams();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!isLanguage(lang)) return;
    setReady(false);
    void switchLanguage(lang).then(() => setReady(true));
  }, [lang]);
  if (!isLanguage(lang)) return <NotFoundPage />;
  if (!ready) return <div className="min-h-screen" aria-busy="true" />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
};
