import type { CompanyDetails } from '../shared/company.js';
import type { Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import type { VatGroup } from '../vat/vat-breakdown.js';
import type { VatCategory } from '../vat/vat-category.js';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The seller as every invoice names it: the company's configured details (docs/invoicing.md). */
export type SellerDetails = Omit<CompanyDetails, 'phoneHref'>;

export interface InvoiceAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
}

export interface InvoiceBuyer extends InvoiceAddress {
  /** The person, or for a business its company name. */
  readonly name: string;
  readonly companyName: string | null;
  /** A business's VAT number with prefix; null for a consumer. */
  readonly vatNumber: string | null;
  readonly email: string;
}

export interface InvoiceLine {
  readonly description: string;
  readonly quantity: number;
  readonly unitNet: Cents;
  /** The line's discount (EN 16931 line allowance, BG-27 / BT-136); absent or 0 without one. */
  readonly allowance?: Cents;
  /** quantity × unitNet − allowance. */
  readonly net: Cents;
  readonly vatCategory: VatCategory;
  readonly vatRatePercent: number;
  /**
   * The ISO 6346 numbers of the containers the line delivers, as shown (`MSKU 123456 5`); absent on
   * transport lines, on lines of products without container units and on documents issued before units.
   */
  readonly containerNumbers?: readonly string[];
}

/**
 * An invoice or credit note, frozen when issued: the PDF and the UBL are made
 * from it, now or years later, and never from the order as it is then.
 */
export interface InvoiceDocument {
  readonly kind: InvoiceKind;
  readonly number: string;
  /** ISO dates. */
  readonly issueDate: string;
  readonly supplyDate: string;
  readonly language: Language;
  readonly currency: 'EUR';
  readonly seller: SellerDetails;
  readonly buyer: InvoiceBuyer;
  readonly delivery: InvoiceAddress;
  readonly orderNumber: number;
  readonly lines: readonly InvoiceLine[];
  /** Per VAT category and rate, with the mentions (EN 16931 BG-23). */
  readonly vatBreakdown: readonly VatGroup[];
  readonly net: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  /** Paid before the invoice was made (the shop invoices paid orders). */
  readonly paid: Cents;
  readonly payment: { readonly method: 'bank_transfer' | 'card'; readonly reference: string | null };
  /** A credit note names the invoice it corrects. */
  readonly corrects: { readonly number: string; readonly issueDate: string } | null;
  /** EN 16931 BT-9, the day payment is due: set on an invoice issued before it is paid (a rental period); absent on a paid order's. */
  readonly dueDate?: string | null;
  /** EN 16931 BG-14, the first and last day a service invoice covers (a rental period); absent otherwise. */
  readonly period?: { readonly start: string; readonly end: string } | null;
}
