import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { SignInAttempts } from '../../../application/accounts/sign-in-attempts.port.js';
import { FAILURE_MEMORY_MS, lockAfterFailures } from '../../../domain/accounts/sign-in-backoff.js';

const keyOf = (email: string): string => createHash('sha256').update(email).digest('hex');

/** Failures per account in PostgreSQL: one atomic statement counts a failure, so instances never lose one. */
export class SqlSignInAttempts implements SignInAttempts {
  constructor(private readonly dataSource: DataSource) {}

  async lockedUntil(email: string, now: Date): Promise<Date | null> {
    const [row]: { locked_until: Date | null }[] = await this.dataSource.query(`SELECT locked_until FROM sign_in_failures WHERE account_key = $1 AND locked_until > $2`, [keyOf(email), now]);
    return row?.locked_until ? new Date(row.locked_until) : null;
  }

  async recordFailure(email: string, now: Date): Promise<{ lockedUntil: Date | null; startedLock: boolean }> {
    const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
    const [row]: { failures: number; was_locked: boolean }[] = await this.dataSource.query(
      `INSERT INTO sign_in_failures AS f (account_key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (account_key) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < $3 THEN 1 ELSE f.failures + 1 END,
         last_failure_at = $2
       RETURNING failures, (f.locked_until IS NOT NULL AND f.locked_until > $2) AS was_locked`,
      [keyOf(email), now, forgetBefore],
    );
    const failures = row?.failures ?? 1;
    const lockMs = lockAfterFailures(failures);
    if (lockMs === 0) return { lockedUntil: null, startedLock: false };
    const lockedUntil = new Date(now.getTime() + lockMs);
    await this.dataSource.query(`UPDATE sign_in_failures SET locked_until = $2 WHERE account_key = $1`, [keyOf(email), lockedUntil]);
    return { lockedUntil, startedLock: row?.was_locked !== true };
  }

  async clear(email: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM sign_in_failures WHERE account_key = $1`, [keyOf(email)]);
  }
}
