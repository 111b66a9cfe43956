import type { SellerDetails } from '../../domain/invoices/invoice-document.js';

/** How rentals are run (RENTAL_* variables, docs/configuration.md). */
export interface RentalSettings {
  /** RENTAL_INVOICE_LEAD_DAYS: a period's invoice is issued this many days before it starts; also its payment term. */
  readonly invoiceLeadDays: number;
  /** RENTAL_NOTICE_DAYS: the customer's pick-up day is at least this many days after notice. */
  readonly noticeDays: number;
  /** RENTAL_REMINDER_DAYS: reminders of unpaid invoices go out this many days after their due date. */
  readonly reminderDays: readonly number[];
  /** RENTAL_NOTICES_PER_DAY: how many times a day a customer may give or change notice (each is emailed). */
  readonly noticesPerDay: number;
  /** RENTAL_LINK_DAYS: the rental page's links open it until this many days after the rent ended and was settled. */
  readonly linkDays: number;
}

/** What the rental use cases need besides their stores. */
export interface RentalContext {
  readonly settings: RentalSettings;
  readonly seller: SellerDetails;
  /** The shop's address: rental page links are `{publicUrl}/{lang}/rental/{token}`. */
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly tokens: RentalLinkTokens;
}

/** The secret links to a rental page: a new one in every email (only its SHA-256 is kept), looked up by hash. */
export interface RentalLinkTokens {
  issue(): { readonly token: string; readonly hash: string };
  hashOf(token: string): string;
}
