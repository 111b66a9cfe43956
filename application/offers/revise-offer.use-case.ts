import type { OfferCustomer } from '../../domain/offers/offer-customer.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { canMove } from '../../domain/offers/offer-status.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { CreateOfferDeps, OfferRequest } from './create-offer.use-case.js';
import { revisionOf } from './offer.js';
import { draftOfferRevision, type OfferCustomerRequest } from './offer-draft.js';
import type { OfferStore } from './offer-store.port.js';
import { adminOfferView, offerStatusAt, type AdminOfferView } from './offer-views.js';

export interface ReviseOfferDeps extends Omit<CreateOfferDeps, 'offers' | 'quotes'> {
  readonly offers: Pick<OfferStore, 'find' | 'saveRevision'>;
}

const requestOf = (customer: OfferCustomer): OfferCustomerRequest => ({ ...customer });

/**
 * `PUT /api/admin/offers/{id}`: the offer as it should now read. A draft is changed in place; a sent
 * offer (viewed, declined or expired too) gets the next revision, a draft until it is sent, and the
 * earlier revisions can no longer be accepted. An accepted offer is never changed (409). The customer
 * stays as the current revision has them unless the request changes them.
 */
export const reviseOffer =
  (deps: ReviseOfferDeps) =>
  async (id: string, request: OfferRequest): Promise<Result<AdminOfferView, ApplicationError>> => {
    const offer = isRecordId(id) ? await deps.offers.find(id) : null;
    if (offer === null) return err(notFound(OFFER_MESSAGES.offerNotFound));
    const now = deps.vat.now();
    if (!canMove(offerStatusAt(offer, now), 'revise')) return err(conflict(OFFER_MESSAGES.cannotRevise));
    const quoteId = request.quoteId?.trim() || null;
    if (quoteId !== null && quoteId !== offer.quoteId) return err(invalidInput([{ field: 'quoteId', message: OFFER_MESSAGES.quoteNotFound }]));
    const current = revisionOf(offer, offer.currentRevision);
    const language = request.language ?? offer.language;
    const revision = await draftOfferRevision(deps, {
      revision: current.sentAt === null ? current.revision : current.revision + 1,
      language,
      customerDefaults: requestOf(current.customer),
      customer: request.customer,
      terms: request.terms,
      today: belgianDay(now),
    });
    if (!revision.ok) return revision;
    const saved = await deps.offers.saveRevision(id, { status: offer.status, currentRevision: offer.currentRevision }, revision.value, request.by, now);
    if (!saved) return err(conflict(OFFER_MESSAGES.changedMeanwhile));
    const updated = await deps.offers.find(id);
    return updated === null ? err(notFound(OFFER_MESSAGES.offerNotFound)) : ok(adminOfferView(updated, now));
  };
