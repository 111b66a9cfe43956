import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { validateCredentials } from '../../domain/accounts/credentials.js';
import { accountLockedEmail } from '../../domain/email/account-emails.js';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { AccountDeps, SessionUser } from './account-ports.js';
import { credentialsInputError } from './credentials-error.js';

export const SESSION_DAYS = 30;

/** A hash to verify against when the address is unknown, so both answers take about as long. */
let decoyHash: Promise<string> | null = null;

export interface SignedIn {
  readonly user: SessionUser;
  readonly sessionToken: string;
  readonly expiresAt: Date;
}

const INVALID = { kind: 'unauthenticated', message: ACCOUNT_MESSAGES.invalidCredentials } as const;

/**
 * Sign-in with a new session token each time (rotation). An unknown address, a
 * wrong password and a locked account (domain/accounts/sign-in-backoff.ts) all
 * answer alike, after the same password-hash work; failures are counted per
 * address, known or not, and the owner of a known one is told when it locks.
 */
export const signIn =
  (deps: AccountDeps) =>
  async (input: { readonly email?: unknown; readonly password?: unknown }, language: Language = DEFAULT_LANGUAGE): Promise<Result<SignedIn, ApplicationError>> => {
    const credentials = validateCredentials(input, false);
    if (!credentials.ok) return err(credentialsInputError(credentials.error));
    const { email, password } = credentials.value;
    const now = deps.now();
    const lockedUntil = await deps.signInAttempts.lockedUntil(email, now);
    const user = await deps.accounts.findUserByEmail(email);
    decoyHash ??= deps.hasher.hash('decoy-password-for-unknown-addresses');
    const matches = await deps.hasher.verify(user?.passwordHash ?? (await decoyHash), password);
    if (lockedUntil !== null || user === null || !matches) {
      const failure = await deps.signInAttempts.recordFailure(email, now);
      if (failure.startedLock && user !== null) {
        await deps.accounts.enqueueEmails([{ to: user.email, ...accountLockedEmail(language, deps.company, `${deps.publicUrl}/${language}/auth?reset=1`) }]);
      }
      return err(INVALID);
    }
    if (!user.emailVerified) return err({ kind: 'forbidden', message: ACCOUNT_MESSAGES.emailNotVerified });
    await deps.signInAttempts.clear(email);
    const { token, hash } = deps.tokens.create();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    await deps.accounts.createSession(user.id, { hash, expiresAt });
    return ok({ user: { id: user.id, email: user.email, roles: user.roles }, sessionToken: token, expiresAt });
  };
