import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyVatCustomer, anyVatSettings } from '../../test/arbitraries/vat.arbitraries.js';
import { CONDITIONS } from '../catalogue/product.js';
import { cartTotals } from '../pricing/cart-totals.js';
import { sumCents } from '../shared/money.js';
import { TRANSPORT_COUNTRIES } from '../transport/transport-country.js';
import { SUPPLY_KINDS } from '../vat/vat-treatment.js';
import { discountCents, prorate, type Discount } from './offer-discount.js';
import { lineGross, priceOffer, type OfferPricingInput, type PricingLine } from './offer-pricing.js';
import { productLineSupply, transportSupply } from './offer-supply.js';

const anyPercent = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);
const anyLine: fc.Arbitrary<PricingLine> = fc
  .record({ quantity: fc.integer({ min: 1, max: 100 }), unitPrice: fc.integer({ min: 0, max: 2_000_000 }), supply: fc.constantFrom(...SUPPLY_KINDS), discountShare: fc.double({ min: 0, max: 1, noNaN: true }), percent: fc.option(anyPercent, { nil: null }), byAmount: fc.boolean() })
  .map(({ quantity, unitPrice, supply, discountShare, percent, byAmount }) => {
    const gross = quantity * unitPrice;
    const discount: Discount | null = byAmount ? { kind: 'amount', amount: Math.floor(gross * discountShare) } : percent === null ? null : { kind: 'percent', percent };
    return { quantity, unitPrice, supply, discount };
  });
const anyOfferDiscount = (lines: readonly PricingLine[]): fc.Arbitrary<Discount | null> => {
  const base = sumCents(lines.map((line) => lineGross(line) - discountCents(lineGross(line), line.discount)));
  return fc.oneof(fc.constant(null), anyPercent.map((percent): Discount => ({ kind: 'percent', percent })), fc.integer({ min: 0, max: base }).map((amount): Discount => ({ kind: 'amount', amount })));
};
const anyOffer: fc.Arbitrary<OfferPricingInput> = fc.array(anyLine, { minLength: 1, maxLength: 8 }).chain((lines) =>
  fc.record({
    lines: fc.constant(lines),
    transport: fc.option(fc.record({ price: fc.integer({ min: 0, max: 500_000 }), supply: fc.constantFrom('transport' as const, 'rent' as const) }), { nil: null }),
    discount: anyOfferDiscount(lines),
    delivery: fc.record({ country: fc.constantFrom(...TRANSPORT_COUNTRIES), collectedAtDepot: fc.boolean() }),
  }),
);

describe('offer pricing', () => {
  it('rounds each line once: gross is quantity × unit price, a percent discount is within half a cent of exact, no line goes below zero', () => {
    fc.assert(
      fc.property(anyOffer, anyVatCustomer, anyVatSettings, (offer, customer, settings) => {
        const priced = priceOffer(offer, customer, settings);
        priced.lines.forEach((line, index) => {
          const input = offer.lines[index];
          if (input === undefined) throw new Error('line missing');
          expect(line.gross).toBe(input.quantity * input.unitPrice);
          if (input.discount?.kind === 'percent') expect(Math.abs(line.lineDiscount * 10_000 - line.gross * Math.round(input.discount.percent * 100))).toBeLessThanOrEqual(5_000);
          if (input.discount?.kind === 'amount') expect(line.lineDiscount).toBe(input.discount.amount);
          expect(line.lineDiscount).toBeGreaterThanOrEqual(0);
          expect(line.offerDiscount).toBeGreaterThanOrEqual(0);
          expect(line.net).toBe(line.gross - line.lineDiscount - line.offerDiscount);
          expect(line.net).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('shares the offer discount over the lines exactly, and the totals are the sums of the lines', () => {
    fc.assert(
      fc.property(anyOffer, anyVatCustomer, anyVatSettings, (offer, customer, settings) => {
        const priced = priceOffer(offer, customer, settings);
        expect(sumCents(priced.lines.map((line) => line.offerDiscount))).toBe(priced.offerDiscount);
        const nets = [...priced.lines.map((line) => line.net), ...(priced.transport === null ? [] : [priced.transport.net])];
        expect(priced.subtotal).toBe(sumCents(nets));
        const vats = [...priced.lines.map((line) => line.vat.vat), ...(priced.transport === null ? [] : [priced.transport.vat.vat])];
        expect(priced.vat).toBe(sumCents(vats));
        expect(priced.vat).toBe(sumCents(priced.summary.groups.map((group) => group.vat)));
        expect(priced.total).toBe(priced.subtotal + priced.vat);
      }),
    );
  });

  it('prices VAT per rate exactly as an order: a line with its transport costs what the same cart line costs', () => {
    const anyCartLike = fc.record({
      condition: fc.constantFrom(...CONDITIONS),
      quantity: fc.integer({ min: 1, max: 100 }),
      unitPrice: fc.integer({ min: 0, max: 2_000_000 }),
      transportPrice: fc.integer({ min: 0, max: 500_000 }),
      transportCountry: fc.constantFrom(...TRANSPORT_COUNTRIES),
    });
    fc.assert(
      fc.property(anyCartLike, anyVatCustomer, anyVatSettings, (line, customer, settings) => {
        const offer = priceOffer(
          {
            lines: [{ quantity: line.quantity, unitPrice: line.unitPrice, discount: null, supply: productLineSupply(line.condition) }],
            transport: { price: line.transportPrice, supply: transportSupply([line.condition]) },
            discount: null,
            delivery: { country: line.transportCountry, collectedAtDepot: false },
          },
          customer,
          settings,
        );
        const cart = cartTotals([{ ...line, transportType: 'truck' }], customer, settings);
        expect({ subtotal: offer.subtotal, vat: offer.vat, total: offer.total }).toEqual({ subtotal: cart.subtotal, vat: cart.vat, total: cart.total });
        expect(offer.summary.groups).toEqual(cart.vatPricing.summary.groups);
      }),
    );
  });
});

describe('prorate', () => {
  const anyWeights = fc.array(fc.integer({ min: 0, max: 200_000_000 }), { minLength: 1, maxLength: 10 });
  const anyShare = anyWeights.chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: sumCents(weights) })));

  it('adds up to the amount exactly and never gives a line more than its weight or less than zero', () => {
    fc.assert(
      fc.property(anyShare, ([weights, amount]) => {
        const shares = prorate(amount, weights);
        expect(sumCents(shares)).toBe(amount);
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(weights[index] ?? 0);
        });
      }),
    );
  });

  it('is proportional within one cent: a heavier line never gets more than a cent less', () => {
    fc.assert(
      fc.property(anyShare, ([weights, amount]) => {
        const shares = prorate(amount, weights);
        const total = sumCents(weights);
        shares.forEach((share, index) => {
          const exact = total === 0 ? 0 : (amount * (weights[index] ?? 0)) / total;
          expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });

  it('refuses an amount over the weights and a discount over the line', () => {
    expect(() => prorate(11, [5, 5])).toThrow(RangeError);
    expect(() => discountCents(100, { kind: 'amount', amount: 101 })).toThrow(RangeError);
    expect(() => discountCents(100, { kind: 'percent', percent: 100.5 })).toThrow(RangeError);
    expect(discountCents(999, { kind: 'percent', percent: 100 })).toBe(999);
    expect(discountCents(1_000, { kind: 'percent', percent: 12.5 })).toBe(125);
  });
});
