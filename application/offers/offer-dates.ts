import type { OfferStatus, StoredOfferStatus } from '../../domain/offers/offer-status.js';
import { addDays } from '../../domain/offers/offer-validity.js';
import { belgianDayStart } from '../../domain/shared/belgian-day.js';

/** When an offer reached each status (the latest time of each). */
export type OfferDates = Readonly<Partial<Record<OfferStatus, Date>>>;

/**
 * The dates of an offer's statuses: the stored ones from its events; expired at midnight in Brussels
 * after the last valid day (never stored: it happens by itself); paid when its order was paid.
 */
export const offerDates = (latest: Readonly<Partial<Record<StoredOfferStatus, Date>>>, status: OfferStatus, validUntil: string, paidAt: Date | null): OfferDates => ({
  ...latest,
  ...(status === 'expired' ? { expired: belgianDayStart(addDays(validUntil, 1)) } : {}),
  ...(paidAt === null ? {} : { paid: paidAt }),
});

/** The latest time of each stored status among events. */
export const latestEventDates = (events: readonly { readonly status: StoredOfferStatus; readonly at: Date }[]): Partial<Record<StoredOfferStatus, Date>> => {
  const latest: Partial<Record<StoredOfferStatus, Date>> = {};
  for (const event of events) {
    const known = latest[event.status];
    if (known === undefined || event.at.getTime() >= known.getTime()) latest[event.status] = event.at;
  }
  return latest;
};
