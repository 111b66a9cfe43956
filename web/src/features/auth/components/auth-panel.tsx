import { useTranslation } from '../../../shared/translation/index.js';
import { useSearchParams } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { CredentialsForm } from './credentials-form.js';
import { PasswordResetConfirmForm } from './password-reset-confirm-form.js';
import { PasswordResetRequestForm } from './password-reset-request-form.js';

/**
 * The form the address asks for: `?resetToken=` (emailed reset link), `?reset=1` (forgot password),
 * else sign-in / sign-up with `?verified=1|0` from the confirmation link shown above it.
 */
export const AuthPanel = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const backToSignIn = () => setSearch({}, { replace: true });
  const resetToken = search.get('resetToken');
  if (resetToken !== null && resetToken !== '') return <PasswordResetConfirmForm lang={lang} token={resetToken} onBack={backToSignIn} />;
  if (search.get('reset') === '1') return <PasswordResetRequestForm lang={lang} onBack={backToSignIn} />;
  const verified = search.get('verified');
  const notice = verified === '1' ? { tone: 'success' as const, text: t('auth.verified') } : verified === '0' ? { tone: 'error' as const, text: t('auth.notVerified') } : null;
  return <CredentialsForm lang={lang} notice={notice} onForgotPassword={() => setSearch({ reset: '1' })} />;
};
