import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order } from '../../domain/orders/order.js';
import type { ReservedOrder, UnitsShort } from './order-repository.port.js';

/** An order placed by another feature than the cart's checkout: the order as that feature made it, its token and emails. */
export interface OrderPlacementWrite {
  /** Pending, with its lines, totals and VAT decision as the feature decided them (nothing priced again). */
  readonly order: Order;
  readonly accessTokenHash: string;
  /** Enqueued with the order (a bank transfer's confirmation and the company's notice). */
  readonly emails: readonly OutgoingEmail[];
}

/**
 * How offers (and next deliveries and bank payments) make an order, inside their own transaction
 * (the caller's lock holds while the order is written); implemented in
 * adapters/persistence/orders/sql-order-placement.ts, which writes through the one owner of the
 * orders' columns (order-columns.ts) as the checkout's statement does.
 */
export interface OrderPlacement {
  /** An order id and the next order number (a number whose order is never written is a gap, as for a cart). */
  reserveOrder(): Promise<ReservedOrder>;
  /**
   * The order (pending) with its items, no cart involved, and its emails; the lines with a product and
   * condition reserve the units of products managed by units, as a cart order does. Too few available
   * units of a product and condition: nothing of the order is written and the shortage is answered.
   */
  placeOrder(write: OrderPlacementWrite): Promise<UnitsShort | null>;
  /** The payment session of a placed order, while it is pending. */
  attachCheckoutSession(orderId: string, sessionId: string): Promise<void>;
  /** pending → cancelled with a status-change row by `changedBy` and its note; false when no longer pending. */
  cancelPendingOrder(orderId: string, changedBy: string, note: string): Promise<boolean>;
}
