import { sumCents, type Cents } from '../shared/money.js';
import type { VatSummary } from '../vat/vat-breakdown.js';
import { priceVat, type LineVat, type VatSettings } from '../vat/vat-lines.js';
import type { VatRateCountry } from '../vat/vat-rates.js';
import type { SupplyKind, VatCustomer } from '../vat/vat-treatment.js';
import { discountCents, prorate, type Discount } from './offer-discount.js';

/** What pricing needs of one offer line (a container or a free line such as a modification). */
export interface PricingLine {
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly discount: Discount | null;
  readonly supply: SupplyKind;
}

/** Where the goods go, for VAT: delivered to a country, or collected at the Belgian depot. */
export interface PricingDelivery {
  readonly country: VatRateCountry;
  readonly collectedAtDepot: boolean;
}

export interface OfferPricingInput {
  readonly lines: readonly PricingLine[];
  /** The transport line's price and supply; null without transport. */
  readonly transport: { readonly price: Cents; readonly supply: SupplyKind } | null;
  /** Off the whole offer, spread over its lines (never over the transport). */
  readonly discount: Discount | null;
  readonly delivery: PricingDelivery;
}

export interface PricedLine {
  /** Quantity × unit price. */
  readonly gross: Cents;
  /** The line's own discount. */
  readonly lineDiscount: Cents;
  /** The line's share of the offer's discount. */
  readonly offerDiscount: Cents;
  /** gross − lineDiscount − offerDiscount: what the line costs excl. VAT, never below zero. */
  readonly net: Cents;
  readonly vat: LineVat;
}

export interface PricedOffer {
  readonly lines: readonly PricedLine[];
  readonly transport: { readonly net: Cents; readonly vat: LineVat } | null;
  /** The offer's discount, as the shares of its lines add up to. */
  readonly offerDiscount: Cents;
  /** Sum of every line's net and the transport: the VAT base. */
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  readonly summary: VatSummary;
}

/** Quantity × unit price, as whole cents. */
export const lineGross = (line: Pick<PricingLine, 'quantity' | 'unitPrice'>): Cents => {
  if (!Number.isSafeInteger(line.quantity) || !Number.isSafeInteger(line.unitPrice)) throw new RangeError('quantity and unit price must be whole numbers');
  return line.quantity * line.unitPrice;
};

/** The lines' nets after their own discounts: what the offer's discount is a percentage of, and shared over. */
export const netsBeforeOfferDiscount = (lines: readonly PricingLine[]): Cents[] => lines.map((line) => lineGross(line) - discountCents(lineGross(line), line.discount));

/**
 * An offer priced: each line's gross and discounts rounded per line in cents, the offer's discount
 * shared over the lines by the largest remainder, and VAT decided per line by the same code as carts
 * and orders (priceVat: one treatment per line, rounded once per category and rate). The totals are
 * the sums of the lines.
 */
export const priceOffer = (input: OfferPricingInput, customer: VatCustomer, settings: VatSettings): PricedOffer => {
  const gross = input.lines.map(lineGross);
  const afterLine = netsBeforeOfferDiscount(input.lines);
  const offerDiscount = discountCents(sumCents(afterLine), input.discount);
  const shares = prorate(offerDiscount, afterLine);
  const nets = afterLine.map((net, index) => net - (shares[index] ?? 0));
  const taxable = [
    ...input.lines.map((line, index) => ({ net: nets[index] ?? 0, supply: line.supply })),
    ...(input.transport === null ? [] : [{ net: input.transport.price, supply: input.transport.supply }]),
  ].map((line) => ({ ...line, collectedAtDepot: input.delivery.collectedAtDepot, deliveryCountry: input.delivery.country }));
  const pricing = priceVat(taxable, customer, settings);
  const vatOf = (index: number): LineVat => {
    const vat = pricing.lines[index];
    if (vat === undefined) throw new Error(`no VAT for offer line ${index}`);
    return vat;
  };
  return {
    lines: input.lines.map((_, index) => ({
      gross: gross[index] ?? 0,
      lineDiscount: (gross[index] ?? 0) - (afterLine[index] ?? 0),
      offerDiscount: shares[index] ?? 0,
      net: nets[index] ?? 0,
      vat: vatOf(index),
    })),
    transport: input.transport === null ? null : { net: input.transport.price, vat: vatOf(input.lines.length) },
    offerDiscount,
    subtotal: pricing.summary.net,
    vat: pricing.summary.vat,
    total: pricing.summary.total,
    summary: pricing.summary,
  };
};
