import type { BillingAddress, ShippingAddress } from '../forms/checkout-form.js';
import { fillTemplate, type Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { CHECKOUT_COUNTRY_TO_TRANSPORT } from '../transport/transport-country.js';
import type { VatCategory } from '../vat/vat-category.js';
import type { VatDecision } from '../vat/vat-decision.js';
import type { InvoiceDocument, InvoiceKind, InvoiceLine, SellerDetails } from './invoice-document.js';
import { INVOICE_TEXTS } from './invoice-texts.js';
import { displayContainerNumber, parseContainerNumber } from '../units/container-number.js';

/** A stored number as shown on the document (`MSKU 123456 5`); kept as stored if it is not one. */
const shownContainerNumber = (stored: string): string => {
  const parsed = parseContainerNumber(stored);
  return parsed.ok ? displayContainerNumber(parsed.value) : stored;
};

/** The containers of an item as its line names them; nothing for an item without units. */
const containerNumbersOf = (item: { readonly containerNumbers?: readonly string[] }): Pick<InvoiceLine, 'containerNumbers'> =>
  item.containerNumbers === undefined || item.containerNumbers.length === 0 ? {} : { containerNumbers: item.containerNumbers.map(shownContainerNumber) };

/** What an invoice needs of an order, as it was placed (its VAT decided then). */
export interface InvoiceOrder {
  readonly orderNumber: number;
  readonly language: Language;
  readonly paymentMethod: 'stripe' | 'bank_transfer';
  readonly structuredCommunication: string | null;
  readonly shippingAddress: ShippingAddress;
  readonly billingAddress: BillingAddress | null;
  readonly items: readonly {
    readonly productTitle: string;
    readonly quantity: number;
    readonly unitPrice: Cents;
    readonly transportPrice: Cents;
    /**
     * Net of the item with its transport. Less than unit price × quantity + transport when the item was
     * discounted (an order made from an offer): the difference is the line's allowance. Absent: no discount.
     */
    readonly lineTotal?: Cents;
    readonly vat: { readonly category: VatCategory; readonly ratePercent: number };
    /** The canonical numbers of the container units given to the line (docs/units.md); none for a product without units. */
    readonly containerNumbers?: readonly string[];
  }[];
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  readonly vatDetail: VatDecision;
}

export interface InvoiceIssue {
  readonly kind: InvoiceKind;
  readonly number: string;
  /** ISO date the document is issued; the supply date is the day the order was paid. */
  readonly issueDate: string;
  readonly supplyDate: string;
  readonly seller: SellerDetails;
  readonly corrects: InvoiceDocument['corrects'];
}

/** The discount of an item: what its net falls short of unit price × quantity (its transport is never discounted). */
const allowanceOf = (item: InvoiceOrder['items'][number]): number => {
  const gross = item.unitPrice * item.quantity;
  const allowance = item.lineTotal === undefined ? 0 : gross + item.transportPrice - item.lineTotal;
  if (allowance < 0 || allowance > gross) throw new RangeError(`an order item's total ${item.lineTotal ?? ''} does not fit its price ${gross} and transport ${item.transportPrice}`);
  return allowance;
};

/**
 * Each order item gives a container line (with its discount as a line allowance) and, when charged,
 * a transport line, both with the item's VAT.
 */
const linesOf = (order: InvoiceOrder): InvoiceLine[] =>
  order.items.flatMap((item) => {
    const vat = { vatCategory: item.vat.category, vatRatePercent: item.vat.ratePercent };
    const allowance = allowanceOf(item);
    const container: InvoiceLine = {
      description: item.productTitle,
      quantity: item.quantity,
      unitNet: item.unitPrice,
      ...(allowance === 0 ? {} : { allowance }),
      net: item.unitPrice * item.quantity - allowance,
      ...vat,
      ...containerNumbersOf(item),
    };
    if (item.transportPrice === 0) return [container];
    const description = fillTemplate(INVOICE_TEXTS.transportLine[order.language], { title: item.productTitle });
    return [container, { description, quantity: 1, unitNet: item.transportPrice, net: item.transportPrice, ...vat }];
  });

/** The invoice (or the credit note crediting it whole) of a paid order, frozen as issued. */
export const invoiceFromOrder = (order: InvoiceOrder, issue: InvoiceIssue): InvoiceDocument => {
  const shipping = order.shippingAddress;
  const billing = order.billingAddress ?? { ...shipping, vatNumber: null };
  const business = order.vatDetail.customerKind === 'business';
  return {
    kind: issue.kind,
    number: issue.number,
    issueDate: issue.issueDate,
    supplyDate: issue.supplyDate,
    language: order.language,
    currency: 'EUR',
    seller: issue.seller,
    buyer: {
      name: business ? (order.vatDetail.companyName ?? billing.companyName ?? shipping.name) : shipping.name,
      companyName: business ? order.vatDetail.companyName : (billing.companyName ?? null),
      vatNumber: business ? order.vatDetail.vatNumber : null,
      email: shipping.email,
      street: billing.street,
      postalCode: billing.postalCode,
      city: billing.city,
      countryCode: CHECKOUT_COUNTRY_TO_TRANSPORT[billing.country],
    },
    delivery: { street: shipping.street, postalCode: shipping.postalCode, city: shipping.city, countryCode: CHECKOUT_COUNTRY_TO_TRANSPORT[shipping.country] },
    orderNumber: order.orderNumber,
    lines: linesOf(order),
    vatBreakdown: order.vatDetail.breakdown,
    net: order.subtotal,
    vat: order.vat,
    total: order.total,
    paid: order.total,
    payment: { method: order.paymentMethod === 'stripe' ? 'card' : 'bank_transfer', reference: order.structuredCommunication },
    corrects: issue.corrects,
  };
};
