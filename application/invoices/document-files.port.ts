import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import type { InvoiceFile, InvoiceFormat } from '../../domain/invoices/invoice-file.js';

/** A stored document as a file in a format: the PDF, or the UBL (null for a consumer's document) (invoice-files.ts). */
export type DocumentFiles = (document: InvoiceDocument, format: InvoiceFormat) => Promise<InvoiceFile | null>;
