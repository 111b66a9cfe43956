import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { authFailureOf } from './auth-failure.js';

export interface MessageFormState {
  readonly error: string | null;
  readonly fieldError: string | undefined;
  readonly done: string | null;
  readonly busy: boolean;
  readonly submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * A one-field auth form whose answer is a message (password reset request and confirm): `check` gives the
 * domain's message for the field or null, `send` calls the server.
 */
export const useMessageForm = (check: () => string | null, send: () => Promise<{ readonly message: string }>): MessageFormState => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = check();
    setFieldError(problem ?? undefined);
    if (problem !== null) return;
    setBusy(true);
    try {
      setDone((await send()).message);
    } catch (caught) {
      const failure = authFailureOf(caught);
      if (failure.kind === 'server') {
        setError(failure.message);
        setFieldError(Object.values(failure.fieldErrors)[0]);
      } else setError(t('auth.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return { error, fieldError, done, busy, submit };
};
