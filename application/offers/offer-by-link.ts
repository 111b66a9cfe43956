import { DEFAULT_OFFER_LINK_DAYS, OFFER_LINK_EXPIRED, offerLinkOpen } from '../../domain/offers/offer-link-expiry.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import { revisionOf } from './offer.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import type { OfferStore } from './offer-store.port.js';
import { latestEventDates } from './offer-dates.js';
import { customerOfferView, type CustomerOfferView } from './offer-views.js';

/** A link token as issued: 32 random bytes in base64url. Anything else opens nothing (and reaches no database). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface OfferLinkDeps {
  readonly offers: Pick<OfferStore, 'findByLink'>;
  readonly secrets: Pick<OfferSecrets, 'linkHash'>;
  /** OFFER_LINK_DAYS: days the links keep opening an expired or declined offer (absent: the default, 60). */
  readonly linkDays?: number;
}

/** Whether the offer's links still open it on the Belgian day of `now` (domain/offers/offer-link-expiry.ts). */
const linkStillOpens = (view: CustomerOfferView, linkDays: number, now: Date): boolean => {
  const declinedAt = latestEventDates(view.offer.events).declined;
  const facts = {
    status: view.status,
    validUntil: revisionOf(view.offer, view.offer.currentRevision).validUntil,
    declinedOn: declinedAt === undefined ? null : belgianDay(declinedAt),
  };
  return offerLinkOpen(facts, linkDays, belgianDay(now));
};

/**
 * The offer a secret link opens, as its holder sees it now; 404 for a wrong or unknown token, and
 * for a link of an offer that expired or was declined more than OFFER_LINK_DAYS ago (saying so).
 */
export const offerByLink = async (deps: OfferLinkDeps, token: string, now: Date): Promise<Result<CustomerOfferView, ApplicationError>> => {
  const offer = LINK_TOKEN.test(token) ? await deps.offers.findByLink(deps.secrets.linkHash(token)) : null;
  const view = offer === null ? null : customerOfferView(offer, now);
  if (view === null) return err(notFound(OFFER_MESSAGES.offerNotFound));
  return linkStillOpens(view, deps.linkDays ?? DEFAULT_OFFER_LINK_DAYS, now) ? ok(view) : err(notFound(OFFER_LINK_EXPIRED));
};
