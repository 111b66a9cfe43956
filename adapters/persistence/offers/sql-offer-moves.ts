import type { DataSource, EntityManager } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { StoredOffer } from '../../../application/offers/offer.js';
import type { ExpectedState, OfferMoves } from '../../../application/offers/offer-store.port.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { returnedRows } from '../returned-rows.js';
import { insertEvent, lockExpected } from './offer-revision-writer.js';
import { OFFER_SELECT, toStoredOffer, type OfferRow } from './offer-row.mapper.js';

const keepLink = (manager: Pick<EntityManager, 'query'>, offerId: string, linkHash: string, at: Date): Promise<unknown> =>
  manager.query(`INSERT INTO offer_links (token_hash, offer_id, created_at) VALUES ($1, $2, $3)`, [linkHash, offerId, at.toISOString()]);

/** The offer's moves that customers and emails take part in, each one transaction with its event and emails. */
export class SqlOfferMoves implements OfferMoves {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
  ) {}

  send(id: string, expected: ExpectedState, linkHash: string, emails: readonly OutgoingEmail[], by: string, at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (expected.status !== 'draft' || !(await lockExpected(manager, id, expected))) return false;
      await manager.query(`UPDATE offer_revisions SET sent_at = $3 WHERE offer_id = $1 AND revision = $2 AND sent_at IS NULL`, [id, expected.currentRevision, at.toISOString()]);
      await manager.query(`UPDATE offers SET status = 'sent', updated_at = $2 WHERE id = $1`, [id, at.toISOString()]);
      await insertEvent(manager, id, expected.currentRevision, 'sent', by, at);
      await keepLink(manager, id, linkHash, at);
      await writeOutboxEmails(manager, emails, this.mailFrom);
      return true;
    });
  }

  async markViewed(id: string, expected: ExpectedState, at: Date): Promise<boolean> {
    // One statement: the guarded move and its event commit together, or a concurrent opening finds nothing to move.
    const moved: unknown[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE offers SET status = 'viewed', updated_at = $3 WHERE id = $1 AND status = 'sent' AND current_revision = $2 RETURNING id, current_revision)
       INSERT INTO offer_events (offer_id, revision, status, at, by) SELECT id, current_revision, 'viewed', $3, 'customer' FROM moved RETURNING offer_id`,
      [id, expected.currentRevision, at.toISOString()],
    );
    return moved.length === 1;
  }

  decline(id: string, expected: ExpectedState, reason: string | null, emails: readonly OutgoingEmail[], at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(expected.status === 'sent' || expected.status === 'viewed') || !(await lockExpected(manager, id, expected))) return false;
      await manager.query(`UPDATE offers SET status = 'declined', decline_reason = $2, updated_at = $3 WHERE id = $1`, [id, reason, at.toISOString()]);
      await insertEvent(manager, id, expected.currentRevision, 'declined', 'customer', at, reason);
      await writeOutboxEmails(manager, emails, this.mailFrom);
      return true;
    });
  }

  remind(id: string, revision: number, linkHash: string, emails: readonly OutgoingEmail[], at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const marked = returnedRows<{ offer_id: string }>(
        await manager.query(
          `UPDATE offer_revisions SET reminded_at = $3 WHERE offer_id = $1 AND revision = $2 AND sent_at IS NOT NULL AND reminded_at IS NULL RETURNING offer_id`,
          [id, revision, at.toISOString()],
        ),
      );
      if (marked.length === 0) return false;
      await keepLink(manager, id, linkHash, at);
      await writeOutboxEmails(manager, emails, this.mailFrom);
      return true;
    });
  }

  async dueForReminder(today: string, lastDay: string): Promise<readonly StoredOffer[]> {
    const rows: OfferRow[] = await this.dataSource.query(
      `${OFFER_SELECT}
       JOIN offer_revisions cur ON cur.offer_id = o.id AND cur.revision = o.current_revision
       WHERE o.status IN ('sent', 'viewed') AND cur.sent_at IS NOT NULL AND cur.reminded_at IS NULL
         AND cur.valid_until BETWEEN $1::date AND $2::date
       ORDER BY o.number`,
      [today, lastDay],
    );
    return rows.map(toStoredOffer);
  }
}
