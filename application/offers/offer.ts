import type { OfferRevision } from '../../domain/offers/offer-revision.js';
import type { OfferStatus, StoredOfferStatus } from '../../domain/offers/offer-status.js';
import type { OfferPaymentMethod } from '../../domain/offers/offer-terms.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { OfferDates } from './offer-dates.js';

/** A revision as stored: its content and when it was made, sent and reminded. */
export interface StoredRevision extends OfferRevision {
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly sentAt: Date | null;
  readonly remindedAt: Date | null;
}

/** One dated status change (who: an admin's email, `customer` or `system`). */
export interface OfferEvent {
  readonly status: StoredOfferStatus;
  readonly revision: number;
  readonly at: Date;
  readonly by: string;
  readonly note: string | null;
}

/** What the customer's acceptance records (docs/offers.md). */
export interface OfferAcceptance {
  readonly revision: number;
  readonly name: string;
  readonly acceptedAt: Date;
  readonly ipAddress: string;
  readonly userAgent: string | null;
  /** SHA-256 (hex) of the accepted revision's canonical content (domain/offers/offer-content.ts). */
  readonly contentHash: string;
  readonly paymentMethod: OfferPaymentMethod;
}

/** An offer with every revision, its events, its acceptance and the order it became. */
export interface StoredOffer {
  readonly id: string;
  readonly number: string;
  readonly quoteId: string | null;
  readonly status: StoredOfferStatus;
  readonly currentRevision: number;
  readonly language: Language;
  readonly declineReason: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Oldest first. */
  readonly revisions: readonly StoredRevision[];
  /** Oldest first. */
  readonly events: readonly OfferEvent[];
  readonly acceptance: OfferAcceptance | null;
  readonly order: { readonly id: string; readonly orderNumber: number; readonly status: string; readonly paidAt: Date | null } | null;
}

/** One row of the admin's offer list. */
export interface OfferSummary {
  readonly id: string;
  readonly number: string;
  readonly status: OfferStatus;
  readonly currentRevision: number;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly language: Language;
  readonly total: Cents;
  readonly validUntil: string;
  readonly quoteId: string | null;
  readonly orderId: string | null;
  readonly orderNumber: number | null;
  /** When it reached each status, dated as people see them (offer-dates.ts). */
  readonly dates: OfferDates;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The revision of an offer by its number; throws for a number the offer does not have (a bug). */
export const revisionOf = (offer: Pick<StoredOffer, 'revisions' | 'number'>, revision: number): StoredRevision => {
  const found = offer.revisions.find((candidate) => candidate.revision === revision);
  if (found === undefined) throw new Error(`offer ${offer.number} has no revision ${revision}`);
  return found;
};

/** The newest revision the customer was sent; null before the first sending. */
export const latestSentRevision = (offer: Pick<StoredOffer, 'revisions'>): StoredRevision | null =>
  [...offer.revisions].reverse().find((revision) => revision.sentAt !== null) ?? null;
