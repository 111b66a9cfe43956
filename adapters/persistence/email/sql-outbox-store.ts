import type { DataSource } from 'typeorm';
import type { ClaimedEmail, OutboxStore } from '../../../application/email/outbox-store.port.js';
import type { EmailAttachmentRef, EmailContent } from '../../../application/email/outgoing-email.js';

/**
 * Claims due rows for one worker. The inner SELECT locks the rows it picks and
 * skips rows another worker holds, so concurrent workers claim disjoint sets;
 * a row left 'sending' past its lease (a worker died mid-send) is due again.
 * Wrapped in a CTE so TypeORM hands back the rows (for a bare UPDATE it returns [rows, count]).
 */
const CLAIM_SQL = `
WITH claimed AS (
UPDATE email_outbox
SET status = 'sending', attempts = attempts + 1, locked_until = $1::timestamptz + $3 * interval '1 millisecond'
WHERE id IN (
  SELECT id FROM email_outbox
  WHERE (status = 'pending' AND next_attempt_at <= $1::timestamptz)
     OR (status = 'sending' AND locked_until <= $1::timestamptz)
  ORDER BY next_attempt_at, created_at
  LIMIT $2
  FOR UPDATE SKIP LOCKED
)
RETURNING id, to_address, from_address, reply_to, subject, html, text_body, fallback, using_fallback, attempts, attachments
)
SELECT * FROM claimed`;

interface OutboxRow {
  readonly id: string;
  readonly to_address: string;
  readonly from_address: string;
  readonly reply_to: string | null;
  readonly subject: string;
  readonly html: string;
  readonly text_body: string;
  readonly fallback: unknown;
  readonly using_fallback: boolean;
  readonly attempts: number;
  readonly attachments: readonly EmailAttachmentRef[];
}

const MAX_ERROR_LENGTH = 2_000;
const clip = (error: string): string => error.slice(0, MAX_ERROR_LENGTH);

const asContent = (value: unknown): EmailContent | null => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { subject, html, text } = parsed as Record<string, unknown>;
  return typeof subject === 'string' && typeof html === 'string' && typeof text === 'string' ? { subject, html, text } : null;
};

const toClaimedEmail = (row: OutboxRow): ClaimedEmail => ({
  id: row.id,
  to: row.to_address,
  from: row.from_address,
  replyTo: row.reply_to,
  content: { subject: row.subject, html: row.html, text: row.text_body },
  fallback: asContent(row.fallback),
  usingFallback: row.using_fallback,
  attempts: Number(row.attempts),
  attachments: row.attachments,
});

/** The outbox table (written by outbox-writer.ts inside each business transaction). */
export class SqlOutboxStore implements OutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedEmail[]> {
    const rows: OutboxRow[] = await this.dataSource.query(CLAIM_SQL, [now.toISOString(), limit, leaseMs]);
    return rows.map(toClaimedEmail);
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = $2::timestamptz, locked_until = NULL WHERE id = $1 AND status = 'sending'`,
      [id, now.toISOString()],
    );
  }

  async scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'pending', next_attempt_at = $2::timestamptz, locked_until = NULL, last_error = $3
       WHERE id = $1 AND status = 'sending'`,
      [id, nextAttemptAt.toISOString(), clip(error)],
    );
  }

  async switchToFallback(id: string, now: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'pending', using_fallback = true, next_attempt_at = $2::timestamptz, locked_until = NULL, last_error = $3
       WHERE id = $1 AND status = 'sending'`,
      [id, now.toISOString(), clip(error)],
    );
  }

  async markDead(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_outbox SET status = 'dead', locked_until = NULL, last_error = $2 WHERE id = $1 AND status = 'sending'`,
      [id, clip(error)],
    );
  }
}
