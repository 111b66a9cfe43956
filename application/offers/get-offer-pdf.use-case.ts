import { offerPdfFilename } from '../../domain/offers/offer-document.js';
import { OFFER_MESSAGES } from '../../domain/offers/offer-messages.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { isRecordId } from '../shared/admin-paging.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { InvoiceFile } from '../../domain/invoices/invoice-file.js';
import type { StoredOffer, StoredRevision } from './offer.js';
import type { OfferRenderer } from './offer-renderer.port.js';
import type { OfferSettings } from './offer-settings.js';
import type { OfferStore } from './offer-store.port.js';

export interface OfferPdfDeps {
  readonly offers: Pick<OfferStore, 'find'>;
  readonly renderer: OfferRenderer;
  readonly settings: Pick<OfferSettings, 'seller'>;
}

/** A revision's PDF, dated the day it was sent (or made, for a draft). */
export const offerPdf = async (deps: Pick<OfferPdfDeps, 'renderer' | 'settings'>, offer: Pick<StoredOffer, 'number'>, revision: StoredRevision): Promise<InvoiceFile> => ({
  filename: offerPdfFilename(offer.number, revision.revision),
  contentType: 'application/pdf',
  content: await deps.renderer.pdf({ number: offer.number, issueDate: belgianDay(revision.sentAt ?? revision.createdAt), seller: deps.settings.seller, revision }),
});

/** `GET /api/admin/offers/{id}/revisions/{revision}/pdf`: any revision of any offer, drafts included. */
export const getOfferPdf =
  (deps: OfferPdfDeps) =>
  async (id: string, revisionNumber: number): Promise<Result<InvoiceFile, ApplicationError>> => {
    const offer = isRecordId(id) ? await deps.offers.find(id) : null;
    const revision = offer?.revisions.find((candidate) => candidate.revision === revisionNumber);
    if (offer === null || revision === undefined) return err(notFound(OFFER_MESSAGES.offerNotFound));
    return ok(await offerPdf(deps, offer, revision));
  };
