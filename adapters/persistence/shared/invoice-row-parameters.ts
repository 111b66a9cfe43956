import type { NewInvoiceRecord } from '../../../application/invoices/invoice-store.port.js';

/**
 * The values of an invoice row in the column order both inserts use (number, kind, series, year,
 * sequence, order_id, corrects_id, issued_at, issue_date, language, customer_name,
 * customer_vat_number, net_cents, vat_cents, total_cents, document, peppol_state): `$1`…`$17`.
 */
export const invoiceRowParameters = (record: NewInvoiceRecord): unknown[] => {
  const doc = record.document;
  return [
    doc.number,
    record.kind,
    record.series,
    record.year,
    record.sequence,
    record.orderId,
    record.correctsId,
    record.issuedAt.toISOString(),
    doc.issueDate,
    doc.language,
    doc.buyer.name,
    doc.buyer.vatNumber,
    doc.net,
    doc.vat,
    doc.total,
    JSON.stringify(doc),
    record.peppol,
  ];
};
