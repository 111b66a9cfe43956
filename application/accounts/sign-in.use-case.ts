import { ACCOUNT_MESSAGES } from '../../domain/accounts/account-messages.js';
import { validateCredentials } from '../../domain/accounts/credentials.js';
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

/** Sign-in with a new session token each time (rotation); unknown address and wrong password answer alike. */
export const signIn =
  (deps: AccountDeps) =>
  async (input: { readonly email?: unknown; readonly password?: unknown }): Promise<Result<SignedIn, ApplicationError>> => {
    const credentials = validateCredentials(input, false);
    if (!credentials.ok) return err(credentialsInputError(credentials.error));
    const user = await deps.accounts.findUserByEmail(credentials.value.email);
    decoyHash ??= deps.hasher.hash('decoy-password-for-unknown-addresses');
    const matches = await deps.hasher.verify(user?.passwordHash ?? (await decoyHash), credentials.value.password);
    if (user === null || !matches) return err({ kind: 'unauthenticated', message: ACCOUNT_MESSAGES.invalidCredentials });
    if (!user.emailVerified) return err({ kind: 'forbidden', message: ACCOUNT_MESSAGES.emailNotVerified });
    const { token, hash } = deps.tokens.create();
    const expiresAt = new Date(deps.now().getTime() + SESSION_DAYS * 86_400_000);
    await deps.accounts.createSession(user.id, { hash, expiresAt });
    return ok({ user: { id: user.id, email: user.email, roles: user.roles }, sessionToken: token, expiresAt });
  };
