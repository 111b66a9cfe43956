import type { SellerDetails } from '../invoices/invoice-document.js';
import type { OfferRevision } from './offer-revision.js';

/** An offer revision as its PDF shows it: the same seller details and look as the invoices. */
export interface OfferDocument {
  readonly number: string;
  /** ISO day the revision was made (or sent). */
  readonly issueDate: string;
  readonly seller: SellerDetails;
  readonly revision: OfferRevision;
}

/** The PDF's file name: `OF-2026-000001-r2.pdf`. */
export const offerPdfFilename = (number: string, revision: number): string => `${number}-r${revision}.pdf`;
