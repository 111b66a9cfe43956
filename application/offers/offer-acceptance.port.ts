import type { StoredOfferStatus } from '../../domain/offers/offer-status.js';
import type { OrderPlacement } from '../orders/order-placement.port.js';
import type { OfferAcceptance, StoredOffer } from './offer.js';

/**
 * The writes of an acceptance, all in one transaction that holds the offer's row lock; the order is
 * placed through the orders' port (reserveOrder once the offer is known acceptable, then placeOrder:
 * too few units and nothing of the order is written, the offer stays locked and not accepted).
 */
export interface OfferAcceptanceTransaction extends Pick<OrderPlacement, 'reserveOrder' | 'placeOrder'> {
  /** The offer, locked until the transaction ends: a second acceptance waits, then finds it ordered. */
  lockOffer(id: string): Promise<StoredOffer | null>;
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
