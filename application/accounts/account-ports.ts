import type { SignInAttempts } from './sign-in-attempts.port.js';
import type { EmailCompany } from '../../domain/email/company-details.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';

export type Role = 'admin';

export interface UserRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly emailVerified: boolean;
  readonly roles: readonly Role[];
}

export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly roles: readonly Role[];
}

export interface TokenRecord {
  readonly hash: string;
  readonly expiresAt: Date;
}

/** Users, sessions and emailed tokens. Every method is one transaction. */
export interface AccountStore {
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /** Creates an unverified user with its verification token and email; null when the address is taken meanwhile. */
  createUser(email: string, passwordHash: string, verifyToken: TokenRecord, emails: readonly OutgoingEmail[]): Promise<string | null>;
  saveResetToken(userId: string, token: TokenRecord, emails: readonly OutgoingEmail[]): Promise<void>;
  enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void>;
  /** Marks the user verified when the token is valid and unused; the user id, else null. */
  verifyEmail(tokenHash: string, now: Date): Promise<string | null>;
  /** Runs `work` in one database transaction: a throw rolls every write back. */
  passwordResetTransaction<T>(work: (tx: PasswordResetTransaction) => Promise<T>): Promise<T>;
  createSession(userId: string, token: TokenRecord): Promise<void>;
  findSessionUser(tokenHash: string, now: Date): Promise<SessionUser | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Creates or updates a verified admin (CLI, ADMIN_EMAIL at start). */
  upsertAdmin(email: string, passwordHash: string, now: Date): Promise<string>;
}

/** The writes of a password reset; everything done through one instance commits or rolls back together. */
export interface PasswordResetTransaction {
  /** The user's address (to lift a sign-in lock once the password is new). */
  emailOf(userId: string): Promise<string | null>;
  /** Marks the reset token used when it is valid (not expired) and unused; its user's id, else null. */
  useResetToken(tokenHash: string, now: Date): Promise<string | null>;
  /** Sets the password; following an emailed link also proves the address, so the user becomes verified. */
  setPassword(userId: string, passwordHash: string, now: Date): Promise<void>;
  /** Every reset link of the user not used yet stops working. */
  endResetLinks(userId: string, now: Date): Promise<void>;
  /** Signs the user out everywhere. */
  endSessions(userId: string): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** Unguessable tokens; only their hash is stored. */
export interface SecretTokens {
  create(): { readonly token: string; readonly hash: string };
  hashOf(token: string): string;
}

export interface AccountDeps {
  readonly accounts: AccountStore;
  readonly hasher: PasswordHasher;
  readonly tokens: SecretTokens;
  readonly publicUrl: string;
  /** The configured company, who signs the emails. */
  readonly company: EmailCompany;
  /** Failed sign-ins per account, for the backoff. */
  readonly signInAttempts: SignInAttempts;
  readonly now: () => Date;
}
