import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId } from '../shared/admin-paging.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { OfferStore } from './offer-store.port.js';
import { adminOfferView, type AdminOfferView } from './offer-views.js';

export interface OfferReadDeps {
  readonly offers: Pick<OfferStore, 'find' | 'list'>;
  readonly now: () => Date;
}

/** `GET /api/admin/offers/{id}`: the offer with every revision, its dated events, the acceptance and the order. */
export const getOffer =
  (deps: OfferReadDeps) =>
  async (id: string): Promise<Result<AdminOfferView, ApplicationError>> => {
    const offer = isRecordId(id) ? await deps.offers.find(id) : null;
    return offer === null ? err(notFound(OFFER_MESSAGES.offerNotFound)) : ok(adminOfferView(offer, deps.now()));
  };

