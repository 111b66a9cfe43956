import type { DataSource, EntityManager } from 'typeorm';
import type { OfferAcceptance } from '../../../application/offers/offer.js';
import type { OfferAcceptances, OfferAcceptanceTransaction } from '../../../application/offers/offer-acceptance.port.js';
import type { StoredOfferStatus } from '../../../domain/offers/offer-status.js';
import type { OrderPlacement } from '../../../application/orders/order-placement.port.js';
import { insertEvent } from './offer-revision-writer.js';
import { OFFER_SELECT, toStoredOffer, type OfferRow } from './offer-row.mapper.js';

/** The orders' placement in a transaction (adapters/persistence/orders/sql-order-placement.ts), handed in by the composition root. */
export type OrdersIn = (manager: EntityManager, unitsReserved: () => void) => OrderPlacement;

/**
 * Acceptances in PostgreSQL: the offer's row lock, the order placed through the orders' port
 * (OrderPlacement in the same transaction: no cart, units reserved), the acceptance record (one per
 * offer: its primary key is the offer) and the events, in the caller's transaction. Every statement
 * goes through the transaction's EntityManager (the embedded database runs one transaction at a time).
 */
const acceptanceTx = (manager: EntityManager, orders: OrderPlacement): OfferAcceptanceTransaction => ({
  reserveOrder: () => orders.reserveOrder(),
  placeOrder: (write) => orders.placeOrder(write),
  lockOffer: async (id) => {
    const locked: unknown[] = await manager.query(`SELECT id FROM offers WHERE id = $1 FOR UPDATE`, [id]);
    if (locked.length === 0) return null;
    const [row]: OfferRow[] = await manager.query(`${OFFER_SELECT} WHERE o.id = $1`, [id]);
    return row === undefined ? null : toStoredOffer(row);
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
    private readonly ordersIn: OrdersIn,
    /** Told after an acceptance reserved container units (the stock version of this instance is then stale). */
    private readonly unitsReserved: () => void = () => undefined,
  ) {}

  async acceptanceTransaction<T>(work: (tx: OfferAcceptanceTransaction) => Promise<T>): Promise<T> {
    let reservedUnits = false;
    const result = await this.dataSource.transaction((manager) => work(acceptanceTx(manager, this.ordersIn(manager, () => (reservedUnits = true)))));
    // Told once committed, so no reader refills its stock cache from before the reservation.
    if (reservedUnits) this.unitsReserved();
    return result;
  }

  async attachCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.ordersIn(this.dataSource.manager, () => undefined).attachCheckoutSession(orderId, sessionId);
  }

  async withdrawAcceptance(offerId: string, orderId: string, status: StoredOfferStatus): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE offers SET status = $2, order_id = NULL, updated_at = now() WHERE id = $1 AND order_id = $3`, [offerId, status, orderId]);
      await manager.query(`DELETE FROM offer_acceptances WHERE offer_id = $1`, [offerId]);
      await manager.query(`DELETE FROM offer_events WHERE offer_id = $1 AND status IN ('accepted', 'ordered')`, [offerId]);
      await this.ordersIn(manager, () => undefined).cancelPendingOrder(orderId, 'system', 'The payment of the accepted offer could not be started: the acceptance was undone.');
    });
  }
}
