import type { InvoiceKind } from '../../domain/invoices/invoice-document.js';
import { invoiceFromOrder } from '../../domain/invoices/invoice-from-order.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { formatInvoiceNumber, INVOICE_SERIES } from '../../domain/invoices/invoice-number.js';
import { invoiceEmails } from './invoice-emails.js';
import type { InvoiceTransactionStore, IssuedDocumentRef } from './invoice-store.port.js';
import type { InvoicingSettings } from './invoicing-settings.js';

/** Belgian businesses receive their documents through Peppol (mandatory B2B e-invoicing since 2026). */
const viaPeppol = (buyerVatNumber: string | null): boolean => buyerVatNumber !== null && buyerVatNumber.startsWith('BE');

const issue = async (
  store: InvoiceTransactionStore,
  settings: InvoicingSettings,
  orderId: string,
  kind: InvoiceKind,
  corrects: IssuedDocumentRef | null,
): Promise<IssuedDocumentRef | null> => {
  const existing = await store.findDocument(orderId, kind);
  if (existing !== null) return existing;
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
  return { id, number, issueDate };
};

/**
 * The invoice of an order that just became paid, in the same transaction: at
 * most one per order (a repeated webhook or a retry finds the one there is).
 */
export const issueInvoice = (store: InvoiceTransactionStore, settings: InvoicingSettings, orderId: string): Promise<IssuedDocumentRef | null> =>
  issue(store, settings, orderId, 'invoice', null);

/**
 * The credit note of a cancelled order that was invoiced: it credits the whole
 * invoice, which itself never changes. None for an order without an invoice.
 */
export const issueCreditNote = async (store: InvoiceTransactionStore, settings: InvoicingSettings, orderId: string): Promise<IssuedDocumentRef | null> => {
  const invoice = await store.findDocument(orderId, 'invoice');
  return invoice === null ? null : issue(store, settings, orderId, 'credit_note', invoice);
};
