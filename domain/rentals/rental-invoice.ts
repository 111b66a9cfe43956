import type { InvoiceAddress, InvoiceBuyer, InvoiceDocument, InvoiceKind, SellerDetails } from '../invoices/invoice-document.js';
import { fillTemplate, type Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { displayContainerNumber, parseContainerNumber } from '../units/container-number.js';
import { vatBreakdown } from '../vat/vat-breakdown.js';
import type { VatTreatment } from '../vat/vat-treatment.js';
import { addDays } from './rental-days.js';
import { rentNet } from './rental-settlement.js';
import { RENTAL_TEXTS } from './rental-texts.js';

/**
 * What a rental contract freezes when it is opened from its paid order line: the buyer and the
 * delivery address as the order's invoice named them, the line, the daily price, the containers
 * and the VAT treatment decided when the order was placed (docs/vat.md: renting is a service,
 * reverse charge for a confirmed business in another member state, Belgian VAT otherwise). Every
 * later invoice and credit note of the contract is made from it, never from the order as it is then.
 */
export interface RentalTerms {
  readonly orderNumber: number;
  readonly language: Language;
  readonly buyer: InvoiceBuyer;
  readonly deliveryAddress: InvoiceAddress;
  readonly productTitle: string;
  readonly quantity: number;
  readonly dailyPrice: Cents;
  /** Canonical ISO 6346 numbers of the rented units; empty when the product has no units. */
  readonly containerNumbers: readonly string[];
  readonly vat: VatTreatment;
}

/** The days a document charges or credits: `days` from `from` on, in period `index`. */
export interface RentalCharge {
  readonly index: number;
  readonly from: string;
  readonly days: number;
}

export interface RentalDocumentIssue {
  readonly kind: InvoiceKind;
  readonly number: string;
  readonly issueDate: string;
  readonly seller: SellerDetails;
  /** The invoice's structured communication; a credit note has none. */
  readonly paymentReference: string | null;
  /** The invoice's due date; a credit note has none. */
  readonly dueDate: string | null;
  /** The invoice a credit note credits. */
  readonly corrects: InvoiceDocument['corrects'];
}

const shown = (stored: string): string => {
  const parsed = parseContainerNumber(stored);
  return parsed.ok ? displayContainerNumber(parsed.value) : stored;
};

/** The line's text: the rent (or the rent given back), the period, its days. */
export const rentalLineDescription = (terms: RentalTerms, charge: RentalCharge, kind: InvoiceKind): string => {
  const template = kind === 'invoice' ? RENTAL_TEXTS.invoiceLine : RENTAL_TEXTS.creditLine;
  return fillTemplate(template[terms.language], {
    title: terms.productTitle,
    index: charge.index,
    start: charge.from,
    end: addDays(charge.from, charge.days - 1),
    days: charge.days,
  });
};

/**
 * A rental invoice (days of one period, payable by bank transfer by its due date) or a credit
 * note (unused days of a period invoiced whole, settled against that invoice), frozen as issued.
 * One line: the containers as quantity, the days at the daily price as the unit price; VAT with
 * the contract's frozen treatment, rounded once (vatBreakdown).
 */
export const rentalDocument = (terms: RentalTerms, charge: RentalCharge, issue: RentalDocumentIssue): InvoiceDocument => {
  if (!Number.isSafeInteger(charge.days) || charge.days < 1) throw new RangeError(`a rental document covers at least one day, got ${charge.days}`);
  const net = rentNet(charge.days, terms.quantity, terms.dailyPrice);
  const summary = vatBreakdown([{ net, treatment: terms.vat }]);
  const credit = issue.kind === 'credit_note';
  return {
    kind: issue.kind,
    number: issue.number,
    issueDate: issue.issueDate,
    supplyDate: charge.from,
    language: terms.language,
    currency: 'EUR',
    seller: issue.seller,
    buyer: terms.buyer,
    delivery: terms.deliveryAddress,
    orderNumber: terms.orderNumber,
    lines: [
      {
        description: rentalLineDescription(terms, charge, issue.kind),
        quantity: terms.quantity,
        unitNet: charge.days * terms.dailyPrice,
        net,
        vatCategory: terms.vat.category,
        vatRatePercent: terms.vat.ratePercent,
        ...(terms.containerNumbers.length === 0 ? {} : { containerNumbers: terms.containerNumbers.map(shown) }),
      },
    ],
    vatBreakdown: summary.groups,
    net: summary.net,
    vat: summary.vat,
    total: summary.total,
    // An invoice is issued before it is paid; a credit note is settled against the invoice it credits.
    paid: credit ? summary.total : 0,
    payment: { method: 'bank_transfer', reference: credit ? null : issue.paymentReference },
    corrects: issue.corrects,
    dueDate: credit ? null : issue.dueDate,
    period: { start: charge.from, end: addDays(charge.from, charge.days - 1) },
  };
};
