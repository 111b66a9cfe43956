import { normalizeEmail } from '../../domain/accounts/credentials.js';
import { isValidEmail } from '../../domain/forms/email-address.js';
import { PRIVACY_MESSAGES } from '../../domain/privacy/privacy-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';

/** The address a request is about, normalised as accounts are (trimmed, lowercase); a bad one is a 400 naming `email`. */
export const requestedEmail = (email: unknown): Result<string, ApplicationError> => {
  const normalised = typeof email === 'string' ? normalizeEmail(email) : '';
  return isValidEmail(normalised) ? ok(normalised) : err(invalidInput([{ field: 'email', message: PRIVACY_MESSAGES.invalidEmail }]));
};
