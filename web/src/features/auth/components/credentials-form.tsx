import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField } from '../../../shared/form/index.js';
import { useCredentialsForm, type AuthMode } from '../hooks/use-credentials-form.js';
import { AuthCard, FormNotice, LINK_BUTTON, SubmitRow } from './auth-card.js';

interface CredentialsFormProps {
  readonly lang: Language;
  readonly initialMode?: AuthMode;
  /** A notice above the form, e.g. after following the email confirmation link. */
  readonly notice?: { readonly tone: 'error' | 'success'; readonly text: string } | null;
  readonly onForgotPassword: () => void;
}

/** Email and password, toggling between sign-in ('Welcome Back') and sign-up ('Create Account'). */
export const CredentialsForm = ({ lang, initialMode = 'sign-in', notice = null, onForgotPassword }: CredentialsFormProps) => {
  const { t } = useTranslation();
  const form = useCredentialsForm(lang, initialMode);
  const texts = form.mode === 'sign-in' ? 'auth.signIn' : 'auth.signUp';
  return (
    <AuthCard title={t(`${texts}.title`)}>
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4" aria-busy={form.busy}>
        {notice === null ? null : <FormNotice tone={notice.tone}>{notice.text}</FormNotice>}
        {form.checkEmail === null ? null : (
          <FormNotice tone="success">
            <strong className="block">{t('auth.checkEmailTitle')}</strong>
            {form.checkEmail}
          </FormNotice>
        )}
        <InputField
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          error={form.fieldErrors.email}
          onValueChange={form.setEmail}
        />
        <InputField
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete={form.mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          value={form.password}
          error={form.fieldErrors.password}
          onValueChange={form.setPassword}
        />
        <SubmitRow error={form.error} busy={form.busy} disabled={form.busy} label={t(`${texts}.submit`)} />
      </form>
      <div className="mt-6 flex flex-col items-center gap-3">
        <button type="button" onClick={form.toggleMode} className={LINK_BUTTON}>
          {t(`${texts}.toggle`)}
        </button>
        {form.mode === 'sign-in' ? (
          <button type="button" onClick={onForgotPassword} className={LINK_BUTTON}>
            {t('auth.reset.link')}
          </button>
        ) : null}
      </div>
    </AuthCard>
  );
};
