import { invoiceJournalCsv } from '../../domain/invoices/invoice-journal.js';
import type { Result } from '../../domain/shared/result.js';
import { err, ok } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { InvoiceArchive, InvoiceRenderer } from './invoice-archive.port.js';
import { invoiceFile } from './invoice-files.js';
import type { InvoiceFile } from '../../domain/invoices/invoice-file.js';
import { listInvoices } from './list-invoices.use-case.js';

export interface InvoiceExport {
  readonly files: readonly InvoiceFile[];
  readonly documents: number;
}

/**
 * The accountant's package of a period: every invoice and credit note as PDF
 * and (when the buyer has a Peppol address) UBL, and the journal CSV;
 * `onProgress` after each document.
 */
export const exportInvoices =
  (deps: { readonly archive: InvoiceArchive; readonly renderer: InvoiceRenderer }) =>
  async (range: { readonly from?: string; readonly to?: string }, onProgress?: (done: number, total: number) => void): Promise<Result<InvoiceExport, ApplicationError>> => {
    const listed = await listInvoices(deps)(range);
    if (!listed.ok) return err(listed.error);
    const files: InvoiceFile[] = [];
    const documents = [];
    for (const [index, summary] of listed.value.entries()) {
      const document = await deps.archive.findDocument(summary.number);
      if (document === null) throw new Error(`listed document ${summary.number} disappeared`);
      documents.push(document);
      const ubl = await invoiceFile(document, 'xml', deps.renderer);
      if (ubl !== null) files.push(ubl);
      const pdf = await invoiceFile(document, 'pdf', deps.renderer);
      if (pdf !== null) files.push(pdf);
      onProgress?.(index + 1, listed.value.length);
    }
    files.push({ filename: 'journal.csv', contentType: 'text/csv', content: new TextEncoder().encode(invoiceJournalCsv(documents)) });
    return ok({ files, documents: documents.length });
  };
