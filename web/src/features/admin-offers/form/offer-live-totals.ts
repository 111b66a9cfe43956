import type { Condition } from '../../../../../domain/catalogue/product.js';
import type { Discount } from '../../../../../domain/offers/offer-discount.js';
import { MAX_DISCOUNT_PERCENT } from '../../../../../domain/offers/offer-discount.js';
import { lineGross, netsBeforeOfferDiscount, priceOffer, type PricedOffer, type PricingLine } from '../../../../../domain/offers/offer-pricing.js';
import { FREE_LINE_SUPPLY, productLineSupply, transportSupply } from '../../../../../domain/offers/offer-supply.js';
import { MAX_UNIT_PRICE } from '../../../../../domain/offers/offer-terms.js';
import { sumCents, type Cents } from '../../../../../domain/shared/money.js';
import { CHECKOUT_COUNTRY_TO_TRANSPORT } from '../../../../../domain/transport/transport-country.js';
import { parseVatNumber, vatNumberIsoCountry } from '../../../../../domain/vat/vat-number.js';
import { CONSUMER, type VatCustomer } from '../../../../../domain/vat/vat-treatment.js';
import { numberOrText } from './offer-form-request.js';
import type { DiscountKind, OfferFormValues, OfferLineValues } from './offer-form-values.js';

/** What the transport line costs as far as the editor knows: a price (typed or from the tables), none, or not known yet / not priced. */
export type TransportPriceState = { readonly kind: 'price'; readonly cents: Cents } | { readonly kind: 'none' } | { readonly kind: 'pending' } | { readonly kind: 'unpriced' };

export interface LiveTotalsInput {
  readonly values: OfferFormValues;
  /** The catalogue condition of each product by id (a product line without its own is priced in it). */
  readonly productConditions: ReadonlyMap<string, Condition>;
  readonly transport: TransportPriceState;
  /** The shop's One-Stop-Shop setting as the server last decided with it (on by default). */
  readonly ossEnabled: boolean;
  /** The Belgian day, for the VAT rate table. */
  readonly today: string;
}

export interface LiveTotals {
  readonly priced: PricedOffer;
  /** Per editor line: its index among the priced lines, or null when it cannot be priced yet (a number typed wrong). */
  readonly pricedIndex: readonly (number | null)[];
  /** False when a line, a discount or the transport is left out of the figures until it is right. */
  readonly complete: boolean;
}

const wholeCents = (text: string, max: Cents): Cents | null => {
  const value = numberOrText(text);
  if (typeof value !== 'number' || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(value * 100 - cents) < 1e-6 && cents <= max ? cents : null;
};

/** A discount as typed, when the domain would take it for `gross`; null for none or a wrong one (`ok` false). */
const discountOf = (kind: DiscountKind, text: string, gross: Cents): { readonly discount: Discount | null; readonly ok: boolean } => {
  if (kind === 'none' || text.trim() === '') return { discount: null, ok: true };
  if (kind === 'percent') {
    const value = numberOrText(text);
    const ok = typeof value === 'number' && value >= 0 && value <= MAX_DISCOUNT_PERCENT;
    return { discount: ok ? { kind: 'percent', percent: value } : null, ok };
  }
  const amount = wholeCents(text, Number.MAX_SAFE_INTEGER);
  const ok = amount !== null && amount <= gross;
  return { discount: ok ? { kind: 'amount', amount } : null, ok };
};

const conditionOf = (line: OfferLineValues, productConditions: ReadonlyMap<string, Condition>): Condition | null => {
  if (line.kind === 'free') return null;
  return line.condition === '' ? (productConditions.get(line.productId) ?? 'new') : line.condition;
};

/** The business customer as VAT sees them before the server asks VIES: a well-formed number counts as confirmed. */
export const estimatedVatCustomer = (values: OfferFormValues): VatCustomer => {
  const { customer } = values;
  if (customer.kind === 'consumer') return CONSUMER;
  const parsed = parseVatNumber(customer.vatNumber, CHECKOUT_COUNTRY_TO_TRANSPORT[customer.country]);
  return parsed.ok ? { kind: 'business', vatNumberCountry: vatNumberIsoCountry(parsed.value), vatNumberConfirmed: true } : { kind: 'business', vatNumberCountry: null, vatNumberConfirmed: false };
};

/**
 * The offer's figures while it is typed, by the domain's own priceOffer (the server's function):
 * lines after their discounts, the offer's discount shared over them, transport, VAT per rate.
 * Lines and discounts typed wrong are left out until they are right (`complete` false). The
 * server decides on save (it also asks VIES); the editor then shows its numbers.
 */
export const liveOfferTotals = ({ values, productConditions, transport, ossEnabled, today }: LiveTotalsInput): LiveTotals => {
  let complete = true;
  const lines: PricingLine[] = [];
  const conditions: Condition[] = [];
  const pricedIndex = values.lines.map((line) => {
    const quantityValue = numberOrText(line.quantity);
    const quantity = typeof quantityValue === 'number' && Number.isInteger(quantityValue) && quantityValue >= 1 && quantityValue <= 100 ? quantityValue : null;
    const unitPrice = wholeCents(line.unitPrice, MAX_UNIT_PRICE);
    if (quantity === null || unitPrice === null) {
      complete = false;
      return null;
    }
    const gross = lineGross({ quantity, unitPrice });
    const discount = discountOf(line.discountKind, line.discount, gross);
    if (!discount.ok) complete = false;
    const condition = conditionOf(line, productConditions);
    if (condition !== null) conditions.push(condition);
    lines.push({ quantity, unitPrice, discount: discount.discount, supply: condition === null ? FREE_LINE_SUPPLY : productLineSupply(condition) });
    return lines.length - 1;
  });
  const beforeOffer = sumCents(netsBeforeOfferDiscount(lines));
  const offerDiscount = discountOf(values.discountKind, values.discount, beforeOffer);
  if (!offerDiscount.ok) complete = false;
  if (transport.kind === 'pending' || transport.kind === 'unpriced') complete = false;
  const delivery = values.transport.option === 'none' || values.transport.option === 'self_pickup' ? null : values.transport.country;
  const priced = priceOffer(
    {
      lines,
      transport: transport.kind === 'price' ? { price: transport.cents, supply: transportSupply(conditions) } : null,
      discount: offerDiscount.discount,
      delivery: { country: delivery ?? 'BE', collectedAtDepot: delivery === null },
    },
    estimatedVatCustomer(values),
    { ossEnabled, date: today },
  );
  return { priced, pricedIndex, complete };
};
