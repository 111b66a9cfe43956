import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { InvoiceFile } from '../../domain/invoices/invoice-file.js';
import { offerByLink, type OfferLinkDeps } from './offer-by-link.js';
import { offerPdf, type OfferPdfDeps } from './get-offer-pdf.use-case.js';

export interface CustomerOfferPdfDeps extends OfferLinkDeps, Pick<OfferPdfDeps, 'renderer' | 'settings'> {
  readonly now: () => Date;
}

/** `GET /api/offers/{token}/pdf`: the PDF of the newest revision the customer was sent. */
export const getCustomerOfferPdf =
  (deps: CustomerOfferPdfDeps) =>
  async (token: string): Promise<Result<InvoiceFile, ApplicationError>> => {
    const found = await offerByLink(deps, token, deps.now());
    if (!found.ok) return found;
    return ok(await offerPdf(deps, found.value.offer, found.value.revision));
  };
