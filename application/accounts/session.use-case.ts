import type { AccountDeps, SessionUser } from './account-ports.js';

/** The signed-in user of a session token, or null (no session, expired or revoked). */
export const currentUser =
  (deps: AccountDeps) =>
  async (sessionToken: string | null): Promise<SessionUser | null> =>
    sessionToken === null || sessionToken === '' ? null : deps.accounts.findSessionUser(deps.tokens.hashOf(sessionToken), deps.now());

export const signOut =
  (deps: AccountDeps) =>
  async (sessionToken: string | null): Promise<void> => {
    if (sessionToken !== null && sessionToken !== '') await deps.accounts.deleteSession(deps.tokens.hashOf(sessionToken));
  };
