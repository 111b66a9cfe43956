import { csvText, formatCsvEuros } from '../orders/orders-csv.js';
import type { InvoiceDocument } from './invoice-document.js';

export const INVOICE_JOURNAL_COLUMNS = ['number', 'kind', 'issue_date', 'customer', 'vat_number', 'vat_category', 'vat_rate_percent', 'net_eur', 'vat_eur', 'total_eur', 'credits'] as const;

/**
 * The accountant's journal: one record per document and VAT rate (net and VAT of
 * that rate), the document's total on each; a credit note's amounts negative.
 */
export const invoiceJournalCsv = (documents: readonly InvoiceDocument[]): string => {
  const records = documents.flatMap((doc) => {
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    return doc.vatBreakdown.map((group) =>
      [
        csvText(doc.number),
        doc.kind,
        doc.issueDate,
        csvText(doc.buyer.name),
        csvText(doc.buyer.vatNumber ?? ''),
        group.category,
        String(group.ratePercent),
        formatCsvEuros(sign * group.net),
        formatCsvEuros(sign * group.vat),
        formatCsvEuros(sign * doc.total),
        csvText(doc.corrects?.number ?? ''),
      ].join(','),
    );
  });
  return [INVOICE_JOURNAL_COLUMNS.join(','), ...records].map((record) => `${record}\r\n`).join('');
};
