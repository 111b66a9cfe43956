import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { ublDocumentXml } from '../../domain/invoices/ubl-document.js';
import type { InvoiceRenderer } from './invoice-archive.port.js';
import type { DocumentFiles } from './document-files.port.js';
import type { InvoiceFile, InvoiceFormat } from '../../domain/invoices/invoice-file.js';

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

/** The files of documents rendered by one renderer: what the composition root hands the rentals. */
export const documentFilesWith = (renderer: InvoiceRenderer): DocumentFiles => (document, format) => invoiceFile(document, format, renderer);
