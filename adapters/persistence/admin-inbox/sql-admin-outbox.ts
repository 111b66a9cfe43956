import type { DataSource } from 'typeorm';
import type { Listing, PageWindow } from '../../../application/admin-inbox/admin-inquiries.port.js';
import { OUTBOX_STATUSES, type AdminOutboxStore, type OutboxEntry, type OutboxStatus } from '../../../application/admin-inbox/admin-outbox.port.js';

interface OutboxRow {
  readonly id: string;
  readonly to_address: string;
  readonly subject: string;
  readonly status: string;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly using_fallback: boolean;
  readonly created_at: Date;
  readonly next_attempt_at: Date;
  readonly sent_at: Date | null;
  readonly total_count: string | number;
}

const asStatus = (value: string): OutboxStatus => OUTBOX_STATUSES.find((status) => status === value) ?? 'pending';

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: asStatus(row.status),
  attempts: Number(row.attempts),
  lastError: row.last_error,
  usingFallback: row.using_fallback,
  createdAt: new Date(row.created_at),
  nextAttemptAt: new Date(row.next_attempt_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
});

/** The email outbox as the admin lists and retries it (the worker's side is sql-outbox-store.ts). */
export class SqlAdminOutbox implements AdminOutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async list(status: OutboxStatus | null, page: PageWindow): Promise<Listing<OutboxEntry>> {
    const rows: OutboxRow[] = await this.dataSource.query(
      `SELECT id, to_address, subject, status, attempts, last_error, using_fallback, created_at, next_attempt_at, sent_at,
         count(*) OVER () AS total_count
       FROM email_outbox WHERE ($1::text IS NULL OR status = $1)
       ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [status, page.limit, page.offset],
    );
    if (rows.length > 0 || page.offset === 0) return { items: rows.map(toEntry), total: Number(rows[0]?.total_count ?? 0) };
    const [count]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM email_outbox WHERE ($1::text IS NULL OR status = $1)`, [status]);
    return { items: [], total: Number(count?.n ?? 0) };
  }

  async statusOf(id: string): Promise<OutboxStatus | null> {
    const [row]: { status: string }[] = await this.dataSource.query(`SELECT status FROM email_outbox WHERE id = $1`, [id]);
    return row === undefined ? null : asStatus(row.status);
  }

  async requeueDead(id: string, now: Date): Promise<boolean> {
    // Wrapped in a SELECT so TypeORM hands back the rows (a bare UPDATE answers [rows, count]).
    const rows: unknown[] = await this.dataSource.query(
      `WITH requeued AS (
         UPDATE email_outbox SET status = 'pending', next_attempt_at = $2::timestamptz, attempts = 0, locked_until = NULL
         WHERE id = $1 AND status = 'dead' RETURNING id)
       SELECT id FROM requeued`,
      [id, now.toISOString()],
    );
    return rows.length === 1;
  }
}
