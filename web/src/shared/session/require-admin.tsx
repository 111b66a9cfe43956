import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../domain/shared/language.js';
import { SessionChecking } from './session-checking.js';
import { useCurrentUser } from './use-current-user.js';

interface RequireAdminProps {
  /** Where non-admins go (replacing the history entry), in the page's language. */
  readonly redirectTo: (lang: Language) => string;
  readonly children: ReactNode;
}

/** Shows its children to admins only. The server checks every admin call again; this only spares others a useless screen. */
export const RequireAdmin = ({ redirectTo, children }: RequireAdminProps) => {
  const { lang } = useParams();
  const { isAdmin, isLoading } = useCurrentUser();
  if (isLoading) return <SessionChecking />;
  if (!isAdmin) return <Navigate replace to={redirectTo(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)} />;
  return <>{children}</>;
};
