import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { rentalDocument } from '../../domain/rentals/rental-invoice.js';
import { RENTAL_PERIOD_DAYS } from '../../domain/rentals/rental-periods.js';
import { dailyPriceOfLine, rentalVatTreatment } from '../../domain/rentals/rental-terms.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { RentalOpeningStore } from './rental-opening.port.js';

/**
 * Opens a contract for every rent line of an order that just became paid, in the transaction that
 * marked it paid and issued its invoice (issue-documents.ts): a rolled-back payment opens nothing,
 * and a repeated one finds the contracts there are. The contract freezes the buyer and address of
 * the order's invoice and the VAT treatment decided for the line; the order's invoice is period 1.
 */
export const openRentalContracts = async (store: RentalOpeningStore, invoice: { readonly id: string; readonly document: InvoiceDocument }, orderId: string, paidAt: Date): Promise<number> => {
  const lines = await store.rentLines(orderId);
  if (lines.length === 0) return 0;
  const document = invoice.document;
  const contracts = lines.map((line) => {
    const terms = {
      orderNumber: document.orderNumber,
      language: document.language,
      buyer: document.buyer,
      deliveryAddress: document.delivery,
      productTitle: line.productTitle,
      quantity: line.quantity,
      dailyPrice: dailyPriceOfLine(line),
      containerNumbers: line.containerNumbers,
      vat: rentalVatTreatment(line, document.vatBreakdown),
    };
    // Period 1's rent as a rental invoice would charge it (its share of the order's invoice, which paid it).
    const firstPeriod = rentalDocument(terms, { index: 1, from: belgianDay(paidAt), days: RENTAL_PERIOD_DAYS }, {
      kind: 'invoice',
      number: document.number,
      issueDate: document.issueDate,
      seller: document.seller,
      paymentReference: null,
      dueDate: null,
      corrects: null,
    });
    return { orderId, itemId: line.itemId, terms, openedAt: paidAt, firstPeriod: { invoiceId: invoice.id, total: firstPeriod.total, paidOn: belgianDay(paidAt) } };
  });
  await store.open(contracts);
  return contracts.length;
};
