import { Navigate } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SessionChecking, useCurrentUser } from '../../shared/session/index.js';
import { AdminHome } from './components/admin-home.js';
import { AuthPanel } from './components/auth-panel.js';

/** `/{lang}/admin` (and the spec's `/admin` login): sign-in for guests, the admin home for admins, /{lang} for other users. */
export const AdminEntryPage = () => {
  const lang = useLanguage();
  const { user, isAdmin, isLoading } = useCurrentUser();
  if (isLoading) return <SessionChecking />;
  if (user === null) return <AuthPanel lang={lang} />;
  if (!isAdmin) return <Navigate replace to={paths.home(lang)} />;
  return <AdminHome lang={lang} email={user.email} />;
};
