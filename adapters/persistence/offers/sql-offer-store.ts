import type { DataSource } from 'typeorm';
import type { OfferSummary, StoredOffer } from '../../../application/offers/offer.js';
import type { ExpectedState, NewOffer, OfferListFilter, OfferStore } from '../../../application/offers/offer-store.port.js';
import { formatOfferNumber } from '../../../domain/offers/offer-number.js';
import type { OfferRevision } from '../../../domain/offers/offer-revision.js';
import { effectiveOfferStatus, type StoredOfferStatus } from '../../../domain/offers/offer-status.js';
import type { Language } from '../../../domain/shared/language.js';
import { offerDates } from '../../../application/offers/offer-dates.js';
import { insertEvent, insertRevision, lockExpected } from './offer-revision-writer.js';
import { OFFER_SELECT, toStoredOffer, type OfferRow } from './offer-row.mapper.js';

interface SummaryRow {
  readonly id: string;
  readonly number: string;
  readonly status: StoredOfferStatus;
  readonly current_revision: number;
  readonly customer_name: string;
  readonly customer_email: string;
  readonly language: Language;
  readonly total_cents: number;
  readonly valid_until: string;
  readonly quote_id: string | null;
  readonly order_id: string | null;
  readonly order_number: string | number | null;
  readonly paid_at: Date | null;
  readonly dates: Readonly<Partial<Record<StoredOfferStatus, string>>> | null;
  readonly created_at: Date;
  readonly updated_at: Date;
  readonly total_count: string | number;
}

/**
 * The current revision of every offer with the status as shown on `$1` (the day): the filter needs it
 * in SQL; it follows domain/offers/offer-status.ts (effectiveOfferStatus), which words each row's status.
 */
const LISTED = `
WITH listed AS (
  SELECT o.id, o.number, o.status, o.current_revision, o.customer_name, o.customer_email, o.language, r.total_cents,
    to_char(r.valid_until, 'YYYY-MM-DD') AS valid_until, o.quote_id, o.order_id, ord.order_number, ord.paid_at, o.created_at, o.updated_at,
    (SELECT json_object_agg(d.status, d.at) FROM (SELECT e.status, max(e.at) AS at FROM offer_events e WHERE e.offer_id = o.id GROUP BY e.status) d) AS dates,
    CASE WHEN o.status = 'ordered' AND ord.paid_at IS NOT NULL THEN 'paid'
         WHEN o.status IN ('sent', 'viewed') AND r.valid_until < $1::date THEN 'expired'
         ELSE o.status END AS shown_status
  FROM offers o
  JOIN offer_revisions r ON r.offer_id = o.id AND r.revision = o.current_revision
  LEFT JOIN orders ord ON ord.id = o.order_id
)
SELECT *, count(*) OVER () AS total_count FROM listed
WHERE ($2::text IS NULL OR shown_status = $2) AND ($3::uuid IS NULL OR quote_id = $3)
ORDER BY created_at DESC, number DESC LIMIT $4 OFFSET $5`;

const toSummary = (row: SummaryRow, today: string): OfferSummary => {
  const status = effectiveOfferStatus({ stored: row.status, validUntil: row.valid_until, orderPaid: row.paid_at !== null }, today);
  const latest = Object.fromEntries(Object.entries(row.dates ?? {}).map(([key, at]) => [key, new Date(at)]));
  return {
    id: row.id,
    number: row.number,
    status,
    currentRevision: row.current_revision,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    language: row.language,
    total: row.total_cents,
    validUntil: row.valid_until,
    quoteId: row.quote_id,
    orderId: row.order_id,
    orderNumber: row.order_number === null ? null : Number(row.order_number),
    dates: offerDates(latest, status, row.valid_until, row.paid_at === null ? null : new Date(row.paid_at)),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
};

const denormalised = (revision: OfferRevision): [string, string, Language] => [revision.customer.name, revision.customer.email, revision.customer.language];

/** Offers in PostgreSQL: made and revised by the admin, read with everything they hold. */
export class SqlOfferStore implements OfferStore {
  constructor(private readonly dataSource: DataSource) {}

  create(offer: NewOffer): Promise<{ id: string; number: string }> {
    return this.dataSource.transaction(async (manager) => {
      // The year's counter row stays locked until the transaction ends: numbers follow each other without a gap.
      const [counter]: { last_sequence: number }[] = await manager.query(
        `INSERT INTO offer_counters (year, last_sequence) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last_sequence = offer_counters.last_sequence + 1 RETURNING last_sequence`,
        [offer.year],
      );
      if (counter === undefined) throw new Error('the offer counter gave no number');
      const sequence = Number(counter.last_sequence);
      const number = formatOfferNumber(offer.year, sequence);
      const [name, email] = denormalised(offer.revision);
      const [row]: { id: string }[] = await manager.query(
        `INSERT INTO offers (number, year, sequence, quote_id, status, current_revision, language, customer_name, customer_email, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'draft', $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
        [number, offer.year, sequence, offer.quoteId, offer.revision.revision, offer.language, name, email, offer.createdBy, offer.at.toISOString()],
      );
      if (row === undefined) throw new Error('INSERT INTO offers returned no id');
      await insertRevision(manager, row.id, offer.revision, offer.createdBy, offer.at);
      await insertEvent(manager, row.id, offer.revision.revision, 'draft', offer.createdBy, offer.at);
      return { id: row.id, number };
    });
  }

  async find(id: string): Promise<StoredOffer | null> {
    const [row]: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.id = $1`, [id]);
    return row === undefined ? null : toStoredOffer(row);
  }

  /** By its number (the outbox's attachments name offers so). */
  async findByNumber(number: string): Promise<StoredOffer | null> {
    const [row]: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.number = $1`, [number]);
    return row === undefined ? null : toStoredOffer(row);
  }

  async findByLink(tokenHash: string): Promise<StoredOffer | null> {
    const [row]: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.id = (SELECT offer_id FROM offer_links WHERE token_hash = $1)`, [tokenHash]);
    return row === undefined ? null : toStoredOffer(row);
  }

  async list(filter: OfferListFilter, page: { offset: number; limit: number }): Promise<{ items: readonly OfferSummary[]; total: number }> {
    const query = (offset: number, limit: number): Promise<SummaryRow[]> => this.dataSource.query(LISTED, [filter.today, filter.status, filter.quoteId, limit, offset]);
    const rows = await query(page.offset, page.limit);
    const total = rows[0]?.total_count;
    if (total !== undefined || page.offset === 0) return { items: rows.map((row) => toSummary(row, filter.today)), total: Number(total ?? 0) };
    // A page past the end has no row to carry the count.
    const [first] = await query(0, 1);
    return { items: [], total: Number(first?.total_count ?? 0) };
  }

  saveRevision(id: string, expected: ExpectedState, revision: OfferRevision, by: string, at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockExpected(manager, id, expected))) return false;
      const replacing = revision.revision === expected.currentRevision;
      // A draft is replaced whole (the database refuses to touch a sent revision); a sent one is followed by the next.
      if (replacing) await manager.query(`DELETE FROM offer_revisions WHERE offer_id = $1 AND revision = $2`, [id, revision.revision]);
      await insertRevision(manager, id, revision, by, at);
      const [name, email, language] = denormalised(revision);
      await manager.query(
        `UPDATE offers SET status = 'draft', current_revision = $2, customer_name = $3, customer_email = $4, language = $5, updated_at = $6 WHERE id = $1`,
        [id, revision.revision, name, email, language, at.toISOString()],
      );
      if (!replacing) await insertEvent(manager, id, revision.revision, 'draft', by, at);
      return true;
    });
  }
}
