import type { StoredOfferStatus } from '../../domain/offers/offer-status.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order } from '../orders/order.js';
import type { ReservedOrder, UnitsShort } from '../orders/order-repository.port.js';
import type { OfferAcceptance, StoredOffer } from './offer.js';

/** An order made from an offer, as written with its acceptance. */
export interface OfferOrderWrite {
  readonly order: Order;
  readonly accessTokenHash: string;
  /** The one rate as a fraction (0.21) when every line has it, else null (orders.vat_rate). */
  readonly vatRate: number | null;
  /** Enqueued with the order (a bank transfer's confirmation and the company's notice). */
  readonly emails: readonly OutgoingEmail[];
}

/** The writes of an acceptance, all in one transaction that holds the offer's row lock. */
export interface OfferAcceptanceTransaction {
  /** The offer, locked until the transaction ends: a second acceptance waits, then finds it ordered. */
  lockOffer(id: string): Promise<StoredOffer | null>;
  /** An order id and the next order number (drawn only once the offer is known acceptable). */
  reserveOrder(): Promise<ReservedOrder>;
  /**
   * The order (pending) with its items, no cart involved, and its emails; the lines of products
   * managed by container units reserve their units as a cart order does. Too few available units of
   * a product and condition: nothing of the order is written (the offer stays locked, not accepted)
   * and the shortage is answered.
   */
  insertOrder(write: OfferOrderWrite): Promise<UnitsShort | null>;
  /** The acceptance, its 'accepted' and 'ordered' events, the order linked, the offer ordered. */
  recordAcceptance(offerId: string, acceptance: OfferAcceptance, orderId: string): Promise<void>;
}

export interface OfferAcceptances {
  acceptanceTransaction<T>(work: (tx: OfferAcceptanceTransaction) => Promise<T>): Promise<T>;
  /** The payment session of an offer's pending order. */
  attachCheckoutSession(orderId: string, sessionId: string): Promise<void>;
  /**
   * An acceptance whose payment could not be started, undone in one transaction: the order cancelled
   * (by 'system'), the acceptance and its events removed, the offer back to `status`, so the customer
   * can accept again.
   */
  withdrawAcceptance(offerId: string, orderId: string, status: StoredOfferStatus): Promise<void>;
}
