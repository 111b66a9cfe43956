import { Navigate } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SessionChecking, useCurrentUser } from '../../shared/session/index.js';
import { AuthPanel } from './components/auth-panel.js';


/** `/{lang}/auth`: sign-in / sign-up and password reset; a signed-in user goes to /{lang}. */
export const AuthPage = () => {
  const lang = useLanguage();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <SessionChecking />;
  if (user !== null) return <Navigate replace to={paths.home(lang)} />;
  return <AuthPanel lang={lang} />;
};
