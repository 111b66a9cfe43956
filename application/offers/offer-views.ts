import { answerRefusal, effectiveOfferStatus, type OfferRefusal, type OfferStatus } from '../../domain/offers/offer-status.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { latestSentRevision, revisionOf, type StoredOffer, type StoredRevision } from './offer.js';

/** An offer with its status as people see it now. */
export interface AdminOfferView {
  readonly offer: StoredOffer;
  readonly status: OfferStatus;
}

/** What the holder of a link sees: the newest revision sent, its status, and why it cannot be answered (if so). */
export interface CustomerOfferView {
  readonly offer: StoredOffer;
  readonly revision: StoredRevision;
  readonly status: OfferStatus;
  readonly refusal: OfferRefusal | null;
}

/** The offer's status on the Belgian day of `now` (expired and paid worked out, docs/offers.md). */
export const offerStatusAt = (offer: StoredOffer, now: Date): OfferStatus =>
  effectiveOfferStatus(
    { stored: offer.status, validUntil: revisionOf(offer, offer.currentRevision).validUntil, orderPaid: offer.order !== null && offer.order.paidAt !== null },
    belgianDay(now),
  );

export const adminOfferView = (offer: StoredOffer, now: Date): AdminOfferView => ({ offer, status: offerStatusAt(offer, now) });

/** Null for an offer never sent: its links do not exist yet. */
export const customerOfferView = (offer: StoredOffer, now: Date): CustomerOfferView | null => {
  const revision = latestSentRevision(offer);
  if (revision === null) return null;
  const status = offerStatusAt(offer, now);
  return { offer, revision, status, refusal: answerRefusal({ status, currentRevision: offer.currentRevision, answeredRevision: revision.revision }) };
};
