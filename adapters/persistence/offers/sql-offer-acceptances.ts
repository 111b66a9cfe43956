import type { DataSource, EntityManager } from 'typeorm';
import type { OfferAcceptance } from '../../../application/offers/offer.js';
import type { OfferAcceptances, OfferAcceptanceTransaction, OfferOrderWrite } from '../../../application/offers/offer-acceptance.port.js';
import type { ReservedOrder, UnitReservationLine, UnitsShort } from '../../../application/orders/order-repository.port.js';
import type { StoredOfferStatus } from '../../../domain/offers/offer-status.js';
import { writeOutboxEmails } from '../email/outbox-writer.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import { reserveUnitsForOrder, UnitShortageError } from '../units/reserve-units.js';
import { insertEvent } from './offer-revision-writer.js';
import { OFFER_SELECT, toStoredOffer, type OfferRow } from './offer-row.mapper.js';

const INSERT_ORDER = `
INSERT INTO orders (id, order_number, access_token_hash, subtotal_cents, vat_cents, total_cents, vat_rate, status, payment_method,
  structured_communication, shipping_address, billing_address, language, vat_detail, customer_kind, customer_vat_number)
VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10::jsonb, NULL, $11, $12::jsonb, $13, $14)`;

const INSERT_ITEM = `
INSERT INTO order_items (order_id, position, product_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents,
  selected_condition, transport_type, color_type, ral_color, transport_country, transport_postcode, vat_category, vat_rate_percent,
  vat_tax_country, vat_rule, vat_cents)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`;

/**
 * Acceptances in PostgreSQL: the offer's row lock, the order written without a cart, the acceptance
 * record (one per offer: its primary key is the offer) and the events, in the caller's transaction.
 * Every statement goes through the transaction's EntityManager (the embedded database runs one
 * transaction at a time).
 */
/** The offer's container and free lines with a product and condition: those of products managed by units reserve them. */
const reservationLines = (write: OfferOrderWrite): UnitReservationLine[] =>
  write.order.items.flatMap((item) =>
    item.productId === null || item.condition === null
      ? []
      : [{ productId: item.productId, productTitle: item.productTitle, condition: item.condition, quantity: item.quantity }],
  );

const acceptanceTx = (manager: EntityManager, mailFrom: string, unitsReserved: () => void): OfferAcceptanceTransaction => ({
  lockOffer: async (id) => {
    const locked: unknown[] = await manager.query(`SELECT id FROM offers WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) return null;
    const [row]: OfferRow[] = await manager.query(`${OFFER_SELECT} WHERE o.id = $1`, [id]);
    return row === undefined ? null : toStoredOffer(row);
  },
  reserveOrder: async (): Promise<ReservedOrder> => {
    const [row]: { id: string; order_number: string }[] = await manager.query(`SELECT gen_random_uuid()::text AS id, nextval('order_number_seq')::text AS order_number`);
    if (row === undefined) throw new Error('no order number was drawn');
    return { id: row.id, orderNumber: Number(row.order_number) };
  },
  insertOrder: async (write: OfferOrderWrite): Promise<UnitsShort | null> => {
    const { order, accessTokenHash, vatRate, emails } = write;
    // Undone to here when the units are short: the offer's lock stays, nothing of the order does.
    await manager.query('SAVEPOINT offer_order');
    await manager.query(INSERT_ORDER, [
      order.id,
      order.orderNumber,
      accessTokenHash,
      order.subtotal,
      order.vat,
      order.total,
      vatRate,
      order.paymentMethod,
      order.structuredCommunication,
      JSON.stringify(order.shippingAddress),
      order.language,
      JSON.stringify(order.vatDetail),
      order.vatDetail.customerKind,
      order.vatDetail.vatNumber,
    ]);
    for (const [position, item] of order.items.entries()) {
      await manager.query(INSERT_ITEM, [
        order.id,
        position,
        item.productId,
        item.productTitle,
        item.quantity,
        item.unitPrice,
        item.transportPrice,
        item.lineTotal,
        item.condition,
        item.transportType,
        item.colorType,
        item.ralColor,
        item.transportCountry,
        item.transportPostcode,
        item.vat.category,
        item.vat.ratePercent,
        item.vat.taxCountry,
        item.vat.rule,
        item.vat.amount,
      ]);
    }
    try {
      if ((await reserveUnitsForOrder(manager, order.id, reservationLines(write))) > 0) unitsReserved();
    } catch (error) {
      if (!(error instanceof UnitShortageError)) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT offer_order');
      const { productTitle, condition, wanted, left } = error.shortage;
      return { kind: 'units-short', productTitle, condition, wanted, left };
    }
    await writeOutboxEmails(manager, emails, mailFrom);
    return null;
  },
  recordAcceptance: async (offerId: string, acceptance: OfferAcceptance, orderId: string) => {
    const at = acceptance.acceptedAt;
    // The primary key (one acceptance per offer) backs the row lock: a second acceptance can never be written.
    await manager.query(
      `INSERT INTO offer_acceptances (offer_id, revision, name, accepted_at, ip_address, user_agent, content_hash, payment_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [offerId, acceptance.revision, acceptance.name, at.toISOString(), acceptance.ipAddress, acceptance.userAgent, acceptance.contentHash, acceptance.paymentMethod],
    );
    await insertEvent(manager, offerId, acceptance.revision, 'accepted', 'customer', at);
    await insertEvent(manager, offerId, acceptance.revision, 'ordered', 'customer', at);
    await manager.query(`UPDATE offers SET status = 'ordered', order_id = $2, updated_at = $3 WHERE id = $1`, [offerId, orderId, at.toISOString()]);
  },
});

export class SqlOfferAcceptances implements OfferAcceptances {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
    /** Told after an acceptance reserved container units (the stock version of this instance is then stale). */
    private readonly unitsReserved: () => void = () => undefined,
  ) {}

  async acceptanceTransaction<T>(work: (tx: OfferAcceptanceTransaction) => Promise<T>): Promise<T> {
    let reservedUnits = false;
    const result = await this.dataSource.transaction((manager) => work(acceptanceTx(manager, this.mailFrom, () => (reservedUnits = true))));
    // Told once committed, so no reader refills its stock cache from before the reservation.
    if (reservedUnits) this.unitsReserved();
    return result;
  }

  async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET stripe_session_id = $2 WHERE id = $1 AND status = 'pending'`, [orderId, sessionId]);
  }

  async withdrawAcceptance(offerId: string, orderId: string, status: StoredOfferStatus): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE offers SET status = $2, order_id = NULL, updated_at = now() WHERE id = $1 AND order_id = $3`, [offerId, status, orderId]);
      await manager.query(`DELETE FROM offer_acceptances WHERE offer_id = $1`, [offerId]);
      await manager.query(`DELETE FROM offer_events WHERE offer_id = $1 AND status IN ('accepted', 'ordered')`, [offerId]);
      await moveOrderStatus(manager, orderId, { from: 'pending', to: 'cancelled', changedBy: 'system', note: 'The payment of the accepted offer could not be started: the acceptance was undone.' });
    });
  }
}
