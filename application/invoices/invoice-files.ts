import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { ublDocumentXml } from '../../domain/invoices/ubl-document.js';
import type { InvoiceRenderer } from './invoice-archive.port.js';

export const INVOICE_FORMATS = ['pdf', 'xml'] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export interface InvoiceFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** A document as a file: the PDF for people, the UBL (Peppol BIS Billing 3.0) for software. */
export const invoiceFile = async (document: InvoiceDocument, format: InvoiceFormat, renderer: InvoiceRenderer): Promise<InvoiceFile> =>
  format === 'pdf'
    ? { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: await renderer.pdf(document) }
    : { filename: `${document.number}.xml`, contentType: 'application/xml', content: new TextEncoder().encode(ublDocumentXml(document)) };
