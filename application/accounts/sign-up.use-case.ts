import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { validateCredentials } from '../../domain/accounts/credentials.js';
import { alreadyRegisteredEmail, verifyEmailEmail } from '../../domain/email/account-emails.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { AccountDeps } from './account-ports.js';
import { credentialsInputError } from './credentials-error.js';

const VERIFY_TOKEN_HOURS = 48;

/**
 * Sign-up answers the same for a new and a known address (no account
 * enumeration) after the same work (one password hash either way): a new
 * address gets a verification link, the owner of a known one an email with
 * sign-in and reset links.
 */
export const signUp =
  (deps: AccountDeps) =>
  async (input: { readonly email?: unknown; readonly password?: unknown }, language: Language): Promise<Result<LocalizedText, ApplicationError>> => {
    const credentials = validateCredentials(input, true);
    if (!credentials.ok) return err(credentialsInputError(credentials.error));
    const { email, password } = credentials.value;
    // Hashed for a known address too (and thrown away): the slow hash would otherwise tell the two apart by time.
    const passwordHash = await deps.hasher.hash(password);
    const existing = await deps.accounts.findUserByEmail(email);
    if (existing !== null) {
      const signIn = `${deps.publicUrl}/${language}/auth`;
      const reset = `${deps.publicUrl}/${language}/auth?reset=1`;
      await deps.accounts.enqueueEmails([{ to: email, ...alreadyRegisteredEmail(language, deps.company, signIn, reset) }]);
      return ok(ACCOUNT_MESSAGES.checkEmail);
    }
    const { token, hash } = deps.tokens.create();
    const expiresAt = new Date(deps.now().getTime() + VERIFY_TOKEN_HOURS * 3_600_000);
    const link = `${deps.publicUrl}/api/auth/verify-email?token=${token}&lang=${language}`;
    await deps.accounts.createUser(email, passwordHash, { hash, expiresAt }, [{ to: email, ...verifyEmailEmail(language, deps.company, link) }]);
    return ok(ACCOUNT_MESSAGES.checkEmail);
  };
