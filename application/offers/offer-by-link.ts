import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import type { OfferStore } from './offer-store.port.js';
import { customerOfferView, type CustomerOfferView } from './offer-views.js';

/** A link token as issued: 32 random bytes in base64url. Anything else opens nothing (and reaches no database). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface OfferLinkDeps {
  readonly offers: Pick<OfferStore, 'findByLink'>;
  readonly secrets: Pick<OfferSecrets, 'linkHash'>;
}

/** The offer a secret link opens, as its holder sees it now; 404 for a wrong or unknown token. */
export const offerByLink = async (deps: OfferLinkDeps, token: string, now: Date): Promise<Result<CustomerOfferView, ApplicationError>> => {
  const offer = LINK_TOKEN.test(token) ? await deps.offers.findByLink(deps.secrets.linkHash(token)) : null;
  const view = offer === null ? null : customerOfferView(offer, now);
  return view === null ? err(notFound(OFFER_MESSAGES.offerNotFound)) : ok(view);
};
