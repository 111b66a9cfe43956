import type { ColorType, Condition, DeliveryOption } from '../catalogue/product.js';
import type { Cents } from '../shared/money.js';
import type { TransportCountry } from '../transport/transport-country.js';
import type { VatCategory } from '../vat/vat-category.js';
import type { VatDecision } from '../vat/vat-decision.js';
import type { VatRule } from '../vat/vat-treatment.js';
import type { OfferCustomer } from './offer-customer.js';
import type { Discount } from './offer-discount.js';
import type { PricedOffer } from './offer-pricing.js';
import type { OfferPaymentMethod, OfferTerms } from './offer-terms.js';

export const OFFER_LINE_KINDS = ['product', 'free', 'transport'] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];

/** The VAT decided for one line (as an order line keeps it). */
export interface OfferLineVat {
  readonly category: VatCategory;
  readonly ratePercent: number;
  readonly taxCountry: string;
  readonly rule: VatRule;
  /** The line's share of its group's VAT. */
  readonly amount: Cents;
}

/** One priced line of a revision, frozen once the revision is sent. */
export interface OfferLine {
  readonly kind: OfferLineKind;
  readonly productId: string | null;
  /** The product's title in the offer's language, the free line's text, or the transport's label. */
  readonly title: string;
  /** The admin's words added to a product line (may be empty). */
  readonly description: string;
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: Cents;
  /** The line's own discount as given (percent), null when it was an amount or none. */
  readonly discountPercent: number | null;
  readonly lineDiscount: Cents;
  readonly offerDiscount: Cents;
  /** quantity × unitPrice − both discounts, excl. VAT. */
  readonly net: Cents;
  readonly vat: OfferLineVat;
  /** The delivery of a transport line; null on other lines. */
  readonly transport: { readonly option: DeliveryOption; readonly country: TransportCountry | null; readonly postcode: string | null } | null;
}

/** One version of an offer: who it is for, what it says and costs. Immutable once sent. */
export interface OfferRevision {
  readonly revision: number;
  readonly customer: OfferCustomer;
  readonly lines: readonly OfferLine[];
  /** The offer-wide discount as given, and what it took off (shared over the lines). */
  readonly discount: Discount | null;
  readonly offerDiscount: Cents;
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  readonly vatDetail: VatDecision;
  /** The last Belgian day it can be accepted. */
  readonly validUntil: string;
  readonly note: string | null;
  readonly paymentMethods: readonly OfferPaymentMethod[];
}

export interface RevisionParts {
  readonly revision: number;
  readonly customer: OfferCustomer;
  readonly terms: OfferTerms;
  /** Titles of the product lines' products, in the offer's language, by product id. */
  readonly productTitles: ReadonlyMap<string, string>;
  /** The transport line's label in the offer's language. */
  readonly transportTitle: string;
  readonly priced: PricedOffer;
  readonly vatDetail: VatDecision;
  readonly validUntil: string;
}

const vatOf = (line: PricedOffer['lines'][number]['vat']): OfferLineVat => ({
  category: line.treatment.category,
  ratePercent: line.treatment.ratePercent,
  taxCountry: line.treatment.taxCountry,
  rule: line.treatment.rule,
  amount: line.vat,
});

/** A revision from its checked terms and their pricing (priced in the order of the terms' lines). */
export const buildOfferRevision = (parts: RevisionParts): OfferRevision => {
  const { terms, priced } = parts;
  const lines: OfferLine[] = terms.lines.map((line, index) => {
    const price = priced.lines[index];
    if (price === undefined) throw new Error(`offer line ${index} was not priced`);
    return {
      kind: line.productId === null ? 'free' : 'product',
      productId: line.productId,
      title: line.productId === null ? line.description : (parts.productTitles.get(line.productId) ?? line.description),
      description: line.productId === null ? '' : line.description,
      condition: line.condition,
      colorType: line.colorType,
      ralColor: line.ralColor,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discount?.kind === 'percent' ? line.discount.percent : null,
      lineDiscount: price.lineDiscount,
      offerDiscount: price.offerDiscount,
      net: price.net,
      vat: vatOf(price.vat),
      transport: null,
    };
  });
  if (terms.transport !== null && priced.transport !== null) {
    lines.push({
      kind: 'transport',
      productId: null,
      title: parts.transportTitle,
      description: '',
      condition: null,
      colorType: 'from_stack',
      ralColor: null,
      quantity: 1,
      unitPrice: priced.transport.net,
      discountPercent: null,
      lineDiscount: 0,
      offerDiscount: 0,
      net: priced.transport.net,
      vat: vatOf(priced.transport.vat),
      transport: { option: terms.transport.option, country: terms.transport.country, postcode: terms.transport.postcode },
    });
  }
  return {
    revision: parts.revision,
    customer: parts.customer,
    lines,
    discount: terms.discount,
    offerDiscount: priced.offerDiscount,
    subtotal: priced.subtotal,
    vat: priced.vat,
    total: priced.total,
    vatDetail: parts.vatDetail,
    validUntil: parts.validUntil,
    note: terms.note,
    paymentMethods: terms.paymentMethods,
  };
};
