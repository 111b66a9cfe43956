import { offerAdminEmail } from '../../domain/offers/offer-emails.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { OFFER_REFUSAL_MESSAGES } from '../../domain/offers/offer-status.js';
import { formatCsvEuros } from '../../domain/orders/orders-csv.js';
import { err, type Result } from '../../domain/shared/result.js';
import { conflict, invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import { offerByLink, type OfferLinkDeps } from './offer-by-link.js';
import type { OfferSettings } from './offer-settings.js';
import type { OfferMoves } from './offer-store.port.js';
import type { CustomerOfferView } from './offer-views.js';

export interface DeclineOfferDeps extends OfferLinkDeps {
  readonly moves: Pick<OfferMoves, 'decline'>;
  readonly settings: Pick<OfferSettings, 'companyMailbox' | 'now'>;
}

const MAX_REASON_LENGTH = 2_000;

const declinedEmail = (view: CustomerOfferView, reason: string | null, to: string): OutgoingEmail => {
  const { offer, revision } = view;
  return {
    ...offerAdminEmail(`Offer ${offer.number} declined by ${revision.customer.name}`, [
      ['Offer', `${offer.number} (revision ${revision.revision})`],
      ['Customer', revision.customer.companyName === null ? revision.customer.name : `${revision.customer.name}, ${revision.customer.companyName}`],
      ['Email', revision.customer.email],
      ['Total incl. VAT', `EUR ${formatCsvEuros(revision.total)}`],
      ['Reason', reason ?? 'none given'],
    ]),
    to,
    replyTo: revision.customer.email,
    dedupeKey: `offer-declined:${offer.id}:${revision.revision}`,
  };
};

/**
 * `POST /api/offers/{token}/decline`: the customer declines the current revision, with an optional
 * reason; the company is told by email (through the outbox, in the same transaction). An offer that
 * can no longer be answered (accepted, declined, superseded, expired) answers 409 with why.
 */
export const declineOffer =
  (deps: DeclineOfferDeps) =>
  async (token: string, reasonText: string | null | undefined): Promise<Result<CustomerOfferView, ApplicationError>> => {
    const now = deps.settings.now();
    const found = await offerByLink(deps, token, now);
    if (!found.ok) return found;
    const reason = reasonText?.trim() || null;
    if (reason !== null && Array.from(reason).length > MAX_REASON_LENGTH) return err(invalidInput([{ field: 'reason', message: OFFER_MESSAGES.reasonTooLong }]));
    const view = found.value;
    if (view.refusal !== null) return err(conflict(OFFER_REFUSAL_MESSAGES[view.refusal]));
    const expected = { status: view.offer.status, currentRevision: view.offer.currentRevision };
    const declined = await deps.moves.decline(view.offer.id, expected, reason, [declinedEmail(view, reason, deps.settings.companyMailbox)], now);
    if (!declined) return err(conflict(OFFER_MESSAGES.changedMeanwhile));
    return offerByLink(deps, token, now);
  };
