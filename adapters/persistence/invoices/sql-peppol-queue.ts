import type { DataSource } from 'typeorm';
import type { PeppolQueue } from '../../../application/invoices/deliver-peppol.use-case.js';
import type { InvoiceDocument } from '../../../domain/invoices/invoice-document.js';

/** How long a claimed document is held by the instance sending it. */
const LEASE_MS = 120_000;

/** The documents waiting for Peppol (invoices.peppol_state = 'pending'), claimed with SKIP LOCKED across instances. */
export class SqlPeppolQueue implements PeppolQueue {
  constructor(private readonly dataSource: DataSource) {}

  async claimDue(now: Date, limit: number): Promise<readonly { document: InvoiceDocument; attempts: number }[]> {
    const rows: { document: InvoiceDocument; peppol_attempts: number }[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE invoices SET peppol_attempts = peppol_attempts + 1, peppol_next_attempt_at = $1::timestamptz + $3 * interval '1 millisecond'
         WHERE id IN (SELECT id FROM invoices WHERE peppol_state = 'pending' AND peppol_next_attempt_at <= $1::timestamptz
                      ORDER BY peppol_next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING document, peppol_attempts)
       SELECT * FROM claimed`,
      [now.toISOString(), limit, LEASE_MS],
    );
    return rows.map((row) => ({ document: row.document, attempts: Number(row.peppol_attempts) }));
  }

  async markDelivered(number: string, deliveryId: string, at: Date): Promise<void> {
    await this.dataSource.query(
      `WITH done AS (UPDATE invoices SET peppol_state = 'delivered', peppol_delivery_id = $2, peppol_next_attempt_at = NULL, peppol_last_error = NULL
         WHERE number = $1 RETURNING id) SELECT id FROM done`,
      [number, `${deliveryId} @ ${at.toISOString()}`],
    );
  }

  async scheduleRetry(number: string, at: Date, error: string): Promise<void> {
    await this.dataSource.query(
      `WITH later AS (UPDATE invoices SET peppol_next_attempt_at = $2::timestamptz, peppol_last_error = $3 WHERE number = $1 RETURNING id) SELECT id FROM later`,
      [number, at.toISOString(), error.slice(0, 2_000)],
    );
  }
}
