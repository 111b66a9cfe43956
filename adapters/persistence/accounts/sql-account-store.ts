import type { DataSource } from 'typeorm';
import type { AccountStore, PasswordResetTransaction, Role, SessionUser, TokenRecord, UserRecord } from '../../../application/accounts/account-ports.js';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { returnedRows } from '../returned-rows.js';

interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly email_verified_at: Date | null;
  readonly roles: Role[] | null;
}

const USER_SQL = `SELECT u.id, u.email, u.password_hash, u.email_verified_at,
  (SELECT array_agg(r.role) FROM user_roles r WHERE r.user_id = u.id) AS roles
  FROM users u`;

export class SqlAccountStore implements AccountStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
  ) {}

  async findUserByEmail(email: string): Promise<UserRecord | null> {
    const rows: UserRow[] = await this.dataSource.query(`${USER_SQL} WHERE lower(u.email) = lower($1)`, [email]);
    const row = rows[0];
    return row === undefined
      ? null
      : { id: row.id, email: row.email, passwordHash: row.password_hash, emailVerified: row.email_verified_at !== null, roles: row.roles ?? [] };
  }

  async createUser(email: string, passwordHash: string, verifyToken: TokenRecord, emails: readonly OutgoingEmail[]): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
        [email, passwordHash],
      );
      const id = rows[0]?.id;
      if (id === undefined) return null;
      await manager.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'verify-email', $3)`, [
        verifyToken.hash,
        id,
        verifyToken.expiresAt,
      ]);
      await writeOutboxEmails(manager, emails, this.mailFrom);
      return id;
    });
  }

  async saveResetToken(userId: string, token: TokenRecord, emails: readonly OutgoingEmail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'reset-password', $3)`, [
        token.hash,
        userId,
        token.expiresAt,
      ]);
      await writeOutboxEmails(manager, emails, this.mailFrom);
    });
  }

  async enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void> {
    await this.dataSource.transaction((manager) => writeOutboxEmails(manager, emails, this.mailFrom));
  }

  /** Uses a token once: marks it used and returns its user, in one statement. */
  private async useToken(manager: { query: DataSource['query'] }, tokenHash: string, purpose: string, now: Date): Promise<string | null> {
    const rows = returnedRows<{ user_id: string }>(
      await manager.query(
      `UPDATE email_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
      [tokenHash, purpose, now],
      ),
    );
    return rows[0]?.user_id ?? null;
  }

  async verifyEmail(tokenHash: string, now: Date): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.useToken(manager, tokenHash, 'verify-email', now);
      if (userId !== null) await manager.query(`UPDATE users SET email_verified_at = coalesce(email_verified_at, $2) WHERE id = $1`, [userId, now]);
      return userId;
    });
  }

  passwordResetTransaction<T>(work: (tx: PasswordResetTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        emailOf: async (userId) => {
          const [row]: { email: string }[] = await manager.query(`SELECT email FROM users WHERE id = $1`, [userId]);
          return row?.email ?? null;
        },
        useResetToken: (tokenHash, now) => this.useToken(manager, tokenHash, 'reset-password', now),
        setPassword: async (userId, passwordHash, now) => {
          await manager.query(`UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, $3) WHERE id = $1`, [userId, passwordHash, now]);
        },
        endResetLinks: async (userId, now) => {
          await manager.query(`UPDATE email_tokens SET used_at = $2 WHERE user_id = $1 AND purpose = 'reset-password' AND used_at IS NULL`, [userId, now]);
        },
        endSessions: async (userId) => {
          await manager.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
        },
      }),
    );
  }

  async createSession(userId: string, token: TokenRecord): Promise<void> {
    await this.dataSource.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`, [token.hash, userId, token.expiresAt]);
  }

  async findSessionUser(tokenHash: string, now: Date): Promise<SessionUser | null> {
    const rows: UserRow[] = await this.dataSource.query(
      `${USER_SQL} JOIN sessions s ON s.user_id = u.id WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [tokenHash, now],
    );
    const row = rows[0];
    return row === undefined ? null : { id: row.id, email: row.email, roles: row.roles ?? [] };
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
  }

  async upsertAdmin(email: string, passwordHash: string, now: Date): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO users (email, password_hash, email_verified_at) VALUES ($1, $2, $3)
         ON CONFLICT (lower(email)) DO UPDATE SET password_hash = EXCLUDED.password_hash,
           email_verified_at = coalesce(users.email_verified_at, EXCLUDED.email_verified_at)
         RETURNING id`,
        [email, passwordHash, now],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('upsertAdmin returned no id');
      await manager.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin') ON CONFLICT DO NOTHING`, [id]);
      return id;
    });
  }
}
