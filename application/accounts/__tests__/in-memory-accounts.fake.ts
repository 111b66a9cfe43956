import type { SignInAttempts } from '../sign-in-attempts.port.js';
import { lockAfterFailures } from '../../../domain/accounts/sign-in-backoff.js';
import type { OutgoingEmail } from '../../email/outgoing-email.js';
import type { AccountStore, PasswordHasher, PasswordResetTransaction, SecretTokens, SessionUser, TokenRecord, UserRecord } from '../account-ports.js';

interface StoredToken {
  readonly userId: string;
  readonly purpose: 'verify-email' | 'reset-password';
  readonly expiresAt: Date;
  usedAt: Date | null;
}

interface State {
  users: Map<string, UserRecord>;
  tokens: Map<string, StoredToken>;
  sessions: Map<string, { readonly userId: string; readonly expiresAt: Date }>;
  outbox: OutgoingEmail[];
}

const copyOf = (state: State): State => ({
  users: new Map(state.users),
  tokens: new Map([...state.tokens].map(([hash, token]) => [hash, { ...token }])),
  sessions: new Map(state.sessions),
  outbox: [...state.outbox],
});

/** Accounts in memory; a transaction works on a copy that replaces the state only when the work succeeds. */
export class InMemoryAccountStore implements AccountStore {
  private state: State = { users: new Map(), tokens: new Map(), sessions: new Map(), outbox: [] };
  private nextId = 1;

  get outbox(): readonly OutgoingEmail[] {
    return this.state.outbox;
  }

  get userCount(): number {
    return this.state.users.size;
  }

  userById(id: string): UserRecord | undefined {
    return this.state.users.get(id);
  }

  sessionCount(userId: string): number {
    return [...this.state.sessions.values()].filter((session) => session.userId === userId).length;
  }

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    return [...this.state.users.values()].find((user) => user.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  async createUser(email: string, passwordHash: string, verifyToken: TokenRecord, emails: readonly OutgoingEmail[]): Promise<string | null> {
    if ((await this.findUserByEmail(email)) !== null) return null;
    const id = `user-${this.nextId++}`;
    this.state.users.set(id, { id, email, passwordHash, emailVerified: false, roles: [] });
    this.state.tokens.set(verifyToken.hash, { userId: id, purpose: 'verify-email', expiresAt: verifyToken.expiresAt, usedAt: null });
    this.state.outbox.push(...emails);
    return id;
  }

  async saveResetToken(userId: string, token: TokenRecord, emails: readonly OutgoingEmail[]): Promise<void> {
    this.state.tokens.set(token.hash, { userId, purpose: 'reset-password', expiresAt: token.expiresAt, usedAt: null });
    this.state.outbox.push(...emails);
  }

  async enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void> {
    this.state.outbox.push(...emails);
  }

  async verifyEmail(tokenHash: string, now: Date): Promise<string | null> {
    const userId = useToken(this.state, tokenHash, 'verify-email', now);
    const user = userId === null ? undefined : this.state.users.get(userId);
    if (user !== undefined) this.state.users.set(user.id, { ...user, emailVerified: true });
    return userId;
  }

  async passwordResetTransaction<T>(work: (tx: PasswordResetTransaction) => Promise<T>): Promise<T> {
    const draft = copyOf(this.state);
    const result = await work({
      emailOf: async (userId) => draft.users.get(userId)?.email ?? null,
      useResetToken: async (tokenHash, now) => useToken(draft, tokenHash, 'reset-password', now),
      setPassword: async (userId, passwordHash) => {
        const user = draft.users.get(userId);
        if (user !== undefined) draft.users.set(userId, { ...user, passwordHash, emailVerified: true });
      },
      endResetLinks: async (userId, now) => {
        for (const token of draft.tokens.values()) if (token.userId === userId && token.purpose === 'reset-password' && token.usedAt === null) token.usedAt = now;
      },
      endSessions: async (userId) => {
        for (const [hash, session] of draft.sessions) if (session.userId === userId) draft.sessions.delete(hash);
      },
    });
    this.state = draft;
    return result;
  }

  async createSession(userId: string, token: TokenRecord): Promise<void> {
    this.state.sessions.set(token.hash, { userId, expiresAt: token.expiresAt });
  }

  async findSessionUser(tokenHash: string, now: Date): Promise<SessionUser | null> {
    const session = this.state.sessions.get(tokenHash);
    const user = session === undefined || session.expiresAt <= now ? undefined : this.state.users.get(session.userId);
    return user === undefined ? null : { id: user.id, email: user.email, roles: user.roles };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.state.sessions.delete(tokenHash);
  }

  async upsertAdmin(email: string, passwordHash: string): Promise<string> {
    const existing = await this.findUserByEmail(email);
    const id = existing?.id ?? `user-${this.nextId++}`;
    this.state.users.set(id, { id, email, passwordHash, emailVerified: true, roles: ['admin'] });
    return id;
  }
}

const useToken = (state: State, tokenHash: string, purpose: StoredToken['purpose'], now: Date): string | null => {
  const token = state.tokens.get(tokenHash);
  if (token === undefined || token.purpose !== purpose || token.usedAt !== null || token.expiresAt <= now) return null;
  token.usedAt = now;
  return token.userId;
};

/** A hasher that counts its hashes; `hash:{password}` stands for the hash. */
export class CountingHasher implements PasswordHasher {
  hashes = 0;
  verifies = 0;

  async hash(password: string): Promise<string> {
    this.hashes += 1;
    return `hash:${password}`;
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    this.verifies += 1;
    return passwordHash === `hash:${password}`;
  }
}

/** Tokens `t1`, `t2`, … hashed as `h(t1)`. */
export class SequentialTokens implements SecretTokens {
  private next = 1;

  create(): { readonly token: string; readonly hash: string } {
    const token = `t${this.next++}`;
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return `h(${token})`;
  }
}

/** Test double: sign-in failures in memory, with the domain's backoff. */
export class InMemorySignInAttempts implements SignInAttempts {
  readonly rows = new Map<string, { failures: number; lockedUntil: Date | null }>();

  async lockedUntil(email: string, now: Date): Promise<Date | null> {
    const locked = this.rows.get(email)?.lockedUntil ?? null;
    return locked !== null && locked > now ? locked : null;
  }

  async recordFailure(email: string, now: Date): Promise<{ lockedUntil: Date | null; startedLock: boolean }> {
    const wasLocked = (await this.lockedUntil(email, now)) !== null;
    const failures = (this.rows.get(email)?.failures ?? 0) + 1;
    const lockMs = lockAfterFailures(failures);
    const lockedUntil = lockMs === 0 ? null : new Date(now.getTime() + lockMs);
    this.rows.set(email, { failures, lockedUntil });
    return { lockedUntil, startedLock: lockedUntil !== null && !wasLocked };
  }

  async clear(email: string): Promise<void> {
    this.rows.delete(email);
  }
}
