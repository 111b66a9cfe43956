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

/**
 * A document as a file: the PDF for people, the UBL (Peppol BIS Billing 3.0) for
 * software. Null for the UBL of a document whose buyer has no Peppol address (a
 * consumer): its invoice is the PDF.
 */
export const invoiceFile = async (document: InvoiceDocument, format: InvoiceFormat, renderer: InvoiceRenderer): Promise<InvoiceFile | null> => {
  if (format === 'pdf') return { filename: `${document.number}.pdf`, contentType: 'application/pdf', content: await renderer.pdf(document) };
  const xml = ublDocumentXml(document);
  return xml === null ? null : { filename: `${document.number}.xml`, contentType: 'application/xml', content: new TextEncoder().encode(xml) };
};
