import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { validateCredentials } from '../../../../../domain/accounts/credentials.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { useSessionChanged } from '../../../shared/session/index.js';
import { useToast } from '../../../shared/toast/index.js';
import { signIn, signUp } from '../remote/auth-requests.js';
import { authFailureOf } from './auth-failure.js';

export type AuthMode = 'sign-in' | 'sign-up';
type Field = 'email' | 'password';

export interface CredentialsFormState {
  readonly mode: AuthMode;
  readonly email: string;
  readonly password: string;
  readonly fieldErrors: Partial<Record<Field, string>>;
  readonly error: string | null;
  readonly checkEmail: string | null;
  readonly busy: boolean;
  readonly setEmail: (value: string) => void;
  readonly setPassword: (value: string) => void;
  readonly toggleMode: () => void;
  readonly submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** Sign-in / sign-up: the domain's rules first, then the server; its answers as the spec words them. */
export const useCredentialsForm = (lang: Language, initialMode: AuthMode): CredentialsFormState => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const sessionChanged = useSessionChanged();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFieldErrors({});
    setError(null);
    setCheckEmail(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    const checked = validateCredentials({ email, password }, mode === 'sign-up');
    if (!checked.ok) {
      const messages: Partial<Record<Field, string>> = {};
      for (const { field, message } of checked.error.errors) messages[field] ??= message[lang];
      setFieldErrors(messages);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'sign-in') {
        const answer = await signIn(checked.value, lang);
        toast({ title: answer.message });
        await sessionChanged(answer.user);
      } else {
        setCheckEmail((await signUp(checked.value, lang)).message);
        setPassword('');
      }
    } catch (caught) {
      const failure = authFailureOf(caught);
      if (failure.kind === 'already-registered') {
        toast({ title: t('auth.alreadyRegisteredTitle'), description: t('auth.alreadyRegistered'), variant: 'error' });
        setMode('sign-in');
      } else if (failure.kind === 'server') {
        setError(failure.message);
        setFieldErrors({ email: failure.fieldErrors['email'], password: failure.fieldErrors['password'] });
      } else {
        setError(t('auth.unexpected'));
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    mode,
    email,
    password,
    fieldErrors,
    error,
    checkEmail,
    busy,
    setEmail,
    setPassword,
    toggleMode: () => {
      reset();
      setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'));
    },
    submit,
  };
};
