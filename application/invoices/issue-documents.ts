import type { InvoiceDocument, InvoiceKind } from '../../domain/invoices/invoice-document.js';
import { invoiceFromOrder } from '../../domain/invoices/invoice-from-order.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { formatInvoiceNumber, INVOICE_SERIES } from '../../domain/invoices/invoice-number.js';
import { viaPeppol } from '../../domain/invoices/via-peppol.js';
import { invoiceEmails } from './invoice-emails.js';
import type { InvoiceTransactionStore, IssuedDocumentRef } from './invoice-store.port.js';
import type { InvoicingSettings } from './invoicing-settings.js';
import type { DocumentIssuing } from './document-issuing.port.js';
import { contractsOfPaidOrder } from '../../domain/rentals/paid-order-contracts.js';

/** A document issued now (with what it was made from), or the one there was. */
type Issued = { readonly ref: IssuedDocumentRef; readonly fresh: { readonly document: InvoiceDocument; readonly paidAt: Date } | null };

const issue = async (
  store: InvoiceTransactionStore,
  settings: InvoicingSettings,
  orderId: string,
  kind: InvoiceKind,
  corrects: IssuedDocumentRef | null,
): Promise<Issued | null> => {
  const existing = await store.findDocument(orderId, kind);
  if (existing !== null) return { ref: existing, fresh: null };
  const order = await store.loadOrder(orderId);
  if (order === null) return null;
  const issuedAt = settings.now();
  const issueDate = belgianDay(issuedAt);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await store.nextSequence(INVOICE_SERIES[kind], year);
  const number = formatInvoiceNumber(kind, year, sequence);
  const document = invoiceFromOrder(order, {
    kind,
    number,
    issueDate,
    supplyDate: belgianDay(order.paidAt ?? issuedAt),
    seller: settings.seller,
    corrects: corrects === null ? null : { number: corrects.number, issueDate: corrects.issueDate },
  });
  const id = await store.insert({
    kind,
    series: INVOICE_SERIES[kind],
    year,
    sequence,
    orderId,
    correctsId: corrects?.id ?? null,
    issuedAt,
    document,
    peppol: viaPeppol(document.buyer.vatNumber) ? 'pending' : 'not_applicable',
  });
  await store.enqueueEmails(invoiceEmails(document));
  return { ref: { id, number, issueDate }, fresh: { document, paidAt: order.paidAt ?? issuedAt } };
};

/**
 * The invoice of an order that just became paid, in the same transaction: at
 * most one per order (a repeated webhook or a retry finds the one there is).
 */
export const issueInvoice = async (store: InvoiceTransactionStore, settings: InvoicingSettings, orderId: string): Promise<IssuedDocumentRef | null> => {
  const issued = await issue(store, settings, orderId, 'invoice', null);
  // A rent order's invoice pays each rented line's first period: its contract opens with it (docs/rentals.md).
  // In the transaction that marked it paid: a rolled-back payment opens nothing, a repeated one finds the contracts there are.
  if (issued !== null && issued.fresh !== null) {
    const lines = await store.rentals.rentLines(orderId);
    if (lines.length > 0) await store.rentals.open(contractsOfPaidOrder(lines, { id: issued.ref.id, document: issued.fresh.document }, orderId, issued.fresh.paidAt));
  }
  return issued?.ref ?? null;
};

/**
 * The credit note of a cancelled order that was invoiced: it credits the whole
 * invoice, which itself never changes. None for an order without an invoice.
 */
export const issueCreditNote = async (store: InvoiceTransactionStore, settings: InvoicingSettings, orderId: string): Promise<IssuedDocumentRef | null> => {
  const invoice = await store.findDocument(orderId, 'invoice');
  if (invoice === null) return null;
  const issued = await issue(store, settings, orderId, 'credit_note', invoice);
  // A cancelled rent order ends its contracts: nothing more is invoiced (rental invoices issued since stay, docs/rentals.md).
  if (issued !== null && issued.fresh !== null) await store.rentals.endContractsOfOrder(orderId, settings.now());
  return issued?.ref ?? null;
};

/** The issuing the composition root hands the payments and the admin's status changes. */
export const documentIssuing = (settings: InvoicingSettings): DocumentIssuing => ({
  invoice: (store, orderId) => issueInvoice(store, settings, orderId),
  creditNote: (store, orderId) => issueCreditNote(store, settings, orderId),
});
