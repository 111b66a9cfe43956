import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { ACCOUNT_MESSAGES } from '../../../../../domain/accounts/account-messages.js';
import { isValidEmail } from '../../../../../domain/forms/email-address.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField } from '../../../shared/form/index.js';
import { useMessageForm } from '../hooks/use-message-form.js';
import { requestPasswordReset } from '../remote/auth-requests.js';
import { AuthCard, BackToSignIn, FormNotice, SubmitRow } from './auth-card.js';

/** 'Forgot your password?': asks for the address; the answer is the same whether or not it is known. */
export const PasswordResetRequestForm = ({ lang, onBack }: { readonly lang: Language; readonly onBack: () => void }) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const form = useMessageForm(
    () => (email.trim() === '' ? ACCOUNT_MESSAGES.missingInput[lang] : isValidEmail(email.trim()) ? null : ACCOUNT_MESSAGES.invalidEmail[lang]),
    () => requestPasswordReset(email.trim(), lang),
  );
  return (
    <AuthCard title={t('auth.reset.title')}>
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4" aria-busy={form.busy}>
        <p className="text-sm text-slate-600">{t('auth.reset.intro')}</p>
        {form.done === null ? null : <FormNotice tone="success">{form.done}</FormNotice>}
        <InputField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" required value={email} error={form.fieldError} onValueChange={setEmail} />
        <SubmitRow error={form.error} busy={form.busy} disabled={form.busy} label={t('auth.reset.submit')} />
      </form>
      <BackToSignIn onBack={onBack} />
    </AuthCard>
  );
};
