import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { ACCOUNT_MESSAGES } from '../../../../../domain/accounts/account-messages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../../domain/accounts/credentials.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField } from '../../../shared/form/index.js';
import { useMessageForm } from '../hooks/use-message-form.js';
import { confirmPasswordReset } from '../remote/auth-requests.js';
import { AuthCard, BackToSignIn, FormNotice, SubmitRow } from './auth-card.js';

const passwordProblem = (password: string, lang: Language): string | null => {
  if (password === '') return ACCOUNT_MESSAGES.missingInput[lang];
  if (password.length < MIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort[lang];
  if (password.length > MAX_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong[lang];
  return null;
};

/** The emailed reset link (`/{lang}/auth?resetToken=…`): a new password, then back to sign-in. */
export const PasswordResetConfirmForm = ({ lang, token, onBack }: { readonly lang: Language; readonly token: string; readonly onBack: () => void }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const form = useMessageForm(
    () => passwordProblem(password, lang),
    () => confirmPasswordReset(token, password, lang),
  );
  return (
    <AuthCard title={t('auth.reset.confirmTitle')}>
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4" aria-busy={form.busy}>
        {form.done === null ? null : <FormNotice tone="success">{form.done}</FormNotice>}
        <InputField
          label={t('auth.fields.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          error={form.fieldError}
          onValueChange={setPassword}
        />
        <SubmitRow error={form.error} busy={form.busy} disabled={form.busy || form.done !== null} label={t('auth.reset.confirmSubmit')} />
      </form>
      <BackToSignIn onBack={onBack} />
    </AuthCard>
  );
};
