import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, normalizeEmail } from '../../domain/accounts/credentials.js';
import { passwordResetEmail } from '../../domain/email/account-emails.js';
import { isValidEmail } from '../../domain/forms/email-address.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { AccountDeps } from './account-ports.js';

const RESET_TOKEN_MINUTES = 60;

export const verifyEmail =
  (deps: AccountDeps) =>
  async (token: string): Promise<boolean> =>
    token !== '' && (await deps.accounts.verifyEmail(deps.tokens.hashOf(token), deps.now())) !== null;

/** Always the same answer; a known address gets a one-hour reset link. */
export const requestPasswordReset =
  (deps: AccountDeps) =>
  async (email: string, language: Language): Promise<LocalizedText> => {
    const user = await deps.accounts.findUserByEmail(normalizeEmail(email));
    if (user !== null) {
      const { token, hash } = deps.tokens.create();
      const link = `${deps.publicUrl}/${language}/auth?resetToken=${token}`;
      await deps.accounts.saveResetToken(user.id, { hash, expiresAt: new Date(deps.now().getTime() + RESET_TOKEN_MINUTES * 60_000) }, [
        { to: user.email, ...passwordResetEmail(language, deps.company, link) },
      ]);
    }
    return ACCOUNT_MESSAGES.resetRequested;
  };

/**
 * Sets a new password with an emailed reset token, in one transaction: the
 * token is used, every other reset link of the account ends, every session
 * ends. An unknown, used, ended or expired token answers alike.
 */
export const confirmPasswordReset =
  (deps: AccountDeps) =>
  async (token: string, password: string): Promise<Result<LocalizedText, ApplicationError>> => {
    if (password.length < MIN_PASSWORD_LENGTH) return err(invalidInput([{ field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort }]));
    if (password.length > MAX_PASSWORD_LENGTH) return err(invalidInput([{ field: 'password', message: ACCOUNT_MESSAGES.passwordTooLong }]));
    if (token === '') return err(invalidInput([{ field: 'token', message: ACCOUNT_MESSAGES.invalidToken }]));
    const passwordHash = await deps.hasher.hash(password);
    const now = deps.now();
    const changed = await deps.accounts.passwordResetTransaction(async (tx) => {
      const userId = await tx.useResetToken(deps.tokens.hashOf(token), now);
      if (userId === null) return null;
      await tx.setPassword(userId, passwordHash, now);
      // A reset link mailed earlier (or to a mailbox someone else reads) must not undo the new password.
      await tx.endResetLinks(userId, now);
      await tx.endSessions(userId);
      return { email: await tx.emailOf(userId) };
    });
    if (changed === null) return err(invalidInput([{ field: 'token', message: ACCOUNT_MESSAGES.invalidToken }]));
    // The owner proved the address: a sign-in lock from someone's guessing ends with the new password.
    if (changed.email !== null) await deps.signInAttempts.clear(changed.email);
    return ok(ACCOUNT_MESSAGES.passwordChanged);
  };

/** The first admin, from the CLI or ADMIN_EMAIL / ADMIN_PASSWORD. */
export const createAdmin =
  (deps: AccountDeps) =>
  async (email: string, password: string): Promise<Result<string, ApplicationError>> => {
    const normalized = normalizeEmail(email);
    if (password.length < MIN_PASSWORD_LENGTH) return err(invalidInput([{ field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort }]));
    if (!isValidEmail(normalized)) return err(invalidInput([{ field: 'email', message: ACCOUNT_MESSAGES.invalidEmail }]));
    return ok(await deps.accounts.upsertAdmin(normalized, await deps.hasher.hash(password), deps.now()));
  };
