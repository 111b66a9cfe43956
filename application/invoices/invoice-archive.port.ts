import type { InvoiceDocument, InvoiceKind } from '../../domain/invoices/invoice-document.js';

/** One row of the admin's Invoices view and of the accountant's journal. */
export interface InvoiceSummary {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly issueDate: string;
  readonly issuedAt: Date;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly customerName: string;
  readonly customerVatNumber: string | null;
  readonly net: number;
  readonly vat: number;
  readonly total: number;
  /** not_applicable: sent by email only; pending: waiting for the Peppol access point; delivered. */
  readonly peppolState: 'not_applicable' | 'pending' | 'delivered';
  /** A credit note's invoice. */
  readonly correctsNumber: string | null;
  /** Whether a Peppol BIS UBL exists: only for a buyer with a Peppol address. */
  readonly hasUbl: boolean;
}

/** An order's issued documents, as its confirmation lists them. */
export interface OrderDocument {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly issuedAt: Date;
  readonly hasUbl: boolean;
}

/** Issued invoices and credit notes, read back (they never change). */
export interface InvoiceArchive {
  /** Issued on the Belgian calendar days [from, to], both optional; by number. */
  list(range: { readonly from: string | null; readonly to: string | null }): Promise<readonly InvoiceSummary[]>;
  findDocument(number: string): Promise<InvoiceDocument | null>;
  documentsOfOrder(orderId: string): Promise<readonly OrderDocument[]>;
}

/** Makes the PDF of a document (the UBL comes from the domain). */
export interface InvoiceRenderer {
  pdf(document: InvoiceDocument): Promise<Uint8Array>;
}
