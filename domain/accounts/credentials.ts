import { isValidEmail, MAX_EMAIL_LENGTH } from '../forms/email-address.js';
import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

export interface Credentials {
  /** Trimmed and lower-cased: one account per address whatever its case. */
  readonly email: string;
  readonly password: string;
}

export interface CredentialsError {
  readonly kind: 'invalid-credentials-input';
  readonly errors: readonly { readonly field: 'email' | 'password'; readonly message: LocalizedText }[];
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Email and password present, the email well-formed; `checkStrength` also applies the length rules (sign-up, reset). */
export const validateCredentials = (
  input: { readonly email?: unknown; readonly password?: unknown },
  checkStrength: boolean,
): Result<Credentials, CredentialsError> => {
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (email === '' || password === '') {
    const missing = [
      ...(email === '' ? [{ field: 'email' as const, message: ACCOUNT_MESSAGES.missingInput }] : []),
      ...(password === '' ? [{ field: 'password' as const, message: ACCOUNT_MESSAGES.missingInput }] : []),
    ];
    return err({ kind: 'invalid-credentials-input', errors: missing });
  }
  const errors: CredentialsError['errors'][number][] = [];
  if (email.length > MAX_EMAIL_LENGTH || !isValidEmail(email)) errors.push({ field: 'email', message: ACCOUNT_MESSAGES.invalidEmail });
  if (checkStrength && password.length < MIN_PASSWORD_LENGTH) errors.push({ field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort });
  if (password.length > MAX_PASSWORD_LENGTH) errors.push({ field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong });
  return errors.length === 0 ? ok({ email, password }) : err({ kind: 'invalid-credentials-input', errors });
};
