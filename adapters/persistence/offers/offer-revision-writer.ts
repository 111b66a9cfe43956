import type { EntityManager } from 'typeorm';
import type { OfferRevision } from '../../../domain/offers/offer-revision.js';
import type { StoredOfferStatus } from '../../../domain/offers/offer-status.js';

type Manager = Pick<EntityManager, 'query'>;

const INSERT_REVISION = `
INSERT INTO offer_revisions (offer_id, revision, customer, discount_percent, discount_cents, offer_discount_cents, subtotal_cents, vat_cents,
  total_cents, vat_detail, valid_until, note, payment_methods, created_by, created_at)
VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::date, $12, $13::text[], $14, $15)`;

const INSERT_LINE = `
INSERT INTO offer_lines (offer_id, revision, position, kind, product_id, title, description, condition, color_type, ral_color, quantity,
  unit_price_cents, discount_percent, line_discount_cents, offer_discount_cents, net_cents, vat_category, vat_rate_percent, vat_tax_country,
  vat_rule, vat_cents, transport_option, transport_country, transport_postcode)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`;

/** Writes a revision and its lines in the caller's transaction. */
export const insertRevision = async (manager: Manager, offerId: string, revision: OfferRevision, by: string, at: Date): Promise<void> => {
  const { discount } = revision;
  await manager.query(INSERT_REVISION, [
    offerId,
    revision.revision,
    JSON.stringify(revision.customer),
    discount?.kind === 'percent' ? discount.percent : null,
    discount?.kind === 'amount' ? discount.amount : null,
    revision.offerDiscount,
    revision.subtotal,
    revision.vat,
    revision.total,
    JSON.stringify(revision.vatDetail),
    revision.validUntil,
    revision.note,
    [...revision.paymentMethods],
    by,
    at.toISOString(),
  ]);
  for (const [position, line] of revision.lines.entries()) {
    await manager.query(INSERT_LINE, [
      offerId,
      revision.revision,
      position,
      line.kind,
      line.productId,
      line.title,
      line.description,
      line.condition,
      line.colorType,
      line.ralColor,
      line.quantity,
      line.unitPrice,
      line.discountPercent,
      line.lineDiscount,
      line.offerDiscount,
      line.net,
      line.vat.category,
      line.vat.ratePercent,
      line.vat.taxCountry,
      line.vat.rule,
      line.vat.amount,
      line.transport?.option ?? null,
      line.transport?.country ?? null,
      line.transport?.postcode ?? null,
    ]);
  }
};

/** A dated status event of the offer, in the caller's transaction. */
export const insertEvent = (manager: Manager, offerId: string, revision: number, status: StoredOfferStatus, by: string, at: Date, note: string | null = null): Promise<unknown> =>
  manager.query(`INSERT INTO offer_events (offer_id, revision, status, at, by, note) VALUES ($1, $2, $3, $4, $5, $6)`, [offerId, revision, status, at.toISOString(), by, note]);

/**
 * Locks the offer's row until the transaction ends and answers whether it is still in the state a
 * change was decided on; a concurrent change waits for the lock, then finds the offer moved on.
 */
export const lockExpected = async (manager: Manager, offerId: string, expected: { status: StoredOfferStatus; currentRevision: number }): Promise<boolean> => {
  const [row]: { status: string; current_revision: number }[] = await manager.query(`SELECT status, current_revision FROM offers WHERE id = $1 FOR UPDATE`, [offerId]);
  return row !== undefined && row.status === expected.status && row.current_revision === expected.currentRevision;
};
