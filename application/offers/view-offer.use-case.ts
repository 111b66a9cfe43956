import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import { offerByLink, type OfferLinkDeps } from './offer-by-link.js';
import type { OfferMoves } from './offer-store.port.js';
import type { CustomerOfferView } from './offer-views.js';

export interface ViewOfferDeps extends OfferLinkDeps {
  readonly moves: Pick<OfferMoves, 'markViewed'>;
  readonly now: () => Date;
}

/**
 * `GET /api/offers/{token}`: the newest revision sent, as its customer sees it. The first opening of
 * a sent offer marks it viewed (dated); the admin's own reads never do.
 */
export const viewOffer =
  (deps: ViewOfferDeps) =>
  async (token: string): Promise<Result<CustomerOfferView, ApplicationError>> => {
    const now = deps.now();
    const found = await offerByLink(deps, token, now);
    if (!found.ok) return found;
    const { offer, revision, status } = found.value;
    if (status !== 'sent' || revision.revision !== offer.currentRevision) return found;
    await deps.moves.markViewed(offer.id, { status: offer.status, currentRevision: offer.currentRevision }, now);
    return offerByLink(deps, token, now).then((again) => (again.ok ? again : ok(found.value)));
  };
