import { ERASED_VALUE } from '../../domain/audit/audit-entry.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { canMove } from '../../domain/offers/offer-status.js';
import { isValidityInThePast } from '../../domain/offers/offer-validity.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, notFound, type ApplicationError } from '../shared/application-error.js';
import { revisionOf } from './offer.js';
import { offerMail } from './offer-links.js';
import type { OfferSecrets } from './offer-secrets.port.js';
import type { OfferSettings } from './offer-settings.js';
import type { OfferMoves, OfferStore } from './offer-store.port.js';
import { adminOfferView, offerStatusAt, type AdminOfferView } from './offer-views.js';

export interface SendOfferDeps {
  readonly offers: Pick<OfferStore, 'find'>;
  readonly moves: Pick<OfferMoves, 'send'>;
  readonly secrets: OfferSecrets;
  readonly settings: Pick<OfferSettings, 'publicUrl' | 'company' | 'now'>;
}

/**
 * `POST /api/admin/offers/{id}/send`: the draft revision goes to the customer, in their language,
 * with its PDF attached and a secret link to the offer page, through the outbox; from then on the
 * revision is frozen. Only a draft whose validity has not ended can be sent (409 otherwise).
 */
export const sendOffer =
  (deps: SendOfferDeps) =>
  async (id: string, by: string): Promise<Result<AdminOfferView, ApplicationError>> => {
    const offer = isRecordId(id) ? await deps.offers.find(id) : null;
    if (offer === null) return err(notFound(OFFER_MESSAGES.offerNotFound));
    const now = deps.settings.now();
    if (!canMove(offerStatusAt(offer, now), 'send')) return err(conflict(OFFER_MESSAGES.cannotSend));
    const revision = revisionOf(offer, offer.currentRevision);
    if (isValidityInThePast(revision.validUntil, belgianDay(now))) return err(conflict(OFFER_MESSAGES.validityEnded));
    // An erasure left "[erased]" where the customer was (docs/privacy.md): a revision must name them again.
    if (revision.customer.email === ERASED_VALUE) return err(conflict(OFFER_MESSAGES.customerErased));
    const mail = offerMail('sent', offer, revision, deps);
    const sent = await deps.moves.send(id, { status: offer.status, currentRevision: offer.currentRevision }, mail.linkHash, [mail.email], by, now);
    if (!sent) return err(conflict(OFFER_MESSAGES.changedMeanwhile));
    const updated = await deps.offers.find(id);
    return updated === null ? err(notFound(OFFER_MESSAGES.offerNotFound)) : ok(adminOfferView(updated, now));
  };
