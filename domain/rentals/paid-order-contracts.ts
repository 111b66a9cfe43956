import type { InvoiceDocument } from '../invoices/invoice-document.js';
import type { Cents } from '../shared/money.js';
import { belgianDay } from '../shared/belgian-day.js';
import { rentalDocument, type RentalTerms } from './rental-invoice.js';
import { RENTAL_PERIOD_DAYS } from './rental-periods.js';
import { dailyPriceOfLine, rentalVatTreatment, type RentOrderLine } from './rental-terms.js';

/** A paid order's rent line, read in the transaction that marks the order paid. */
export interface RentLineRow extends RentOrderLine {
  readonly itemId: string;
  readonly productTitle: string;
  /** Canonical numbers of the units the line holds (none for a product without units). */
  readonly containerNumbers: readonly string[];
}

export interface NewRentalContract {
  readonly orderId: string;
  readonly itemId: string;
  readonly terms: RentalTerms;
  readonly openedAt: Date;
  /** Period 1 is the order's invoice, paid with the order. */
  readonly firstPeriod: { readonly invoiceId: string; readonly total: Cents; readonly paidOn: string };
}

/**
 * The contracts a just-paid order opens, one for each rent line. The contract freezes the buyer and
 * address of the order's invoice and the VAT treatment decided for the line; the order's invoice is
 * period 1, charged as a rental invoice would charge it (its share of the order's invoice).
 */
export const contractsOfPaidOrder = (
  lines: readonly RentLineRow[],
  invoice: { readonly id: string; readonly document: InvoiceDocument },
  orderId: string,
  paidAt: Date,
): NewRentalContract[] => {
  const document = invoice.document;
  return lines.map((line) => {
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
};
