import type { EmailCompany } from '../../domain/email/company-details.js';
import type { SellerDetails } from '../../domain/invoices/invoice-document.js';

/** The shop's offer settings (OFFER_VALIDITY_DAYS, OFFER_REMINDER_DAYS) and who sends them. */
export interface OfferSettings {
  /** Days an offer is valid when no date is given (default 30). */
  readonly validityDays: number;
  /** Days before the last valid day the one reminder goes out (default 3). */
  readonly reminderDays: number;
  /** The shop's address: links are `{publicUrl}/{lang}/offer/{token}`. */
  readonly publicUrl: string;
  /** Who signs the customer's emails. */
  readonly company: EmailCompany;
  /** Where the company is told of declines and new requests. */
  readonly companyMailbox: string;
  /** The seller on the PDF. */
  readonly seller: SellerDetails;
  readonly now: () => Date;
}
