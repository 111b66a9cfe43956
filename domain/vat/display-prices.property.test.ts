import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { vatAtRate } from './vat-breakdown.js';
import { displayedAmount, pricesForDisplay } from './display-prices.js';
import { NO_PRICES } from '../catalogue/product-prices.fixture.js';

const anyNet = fc.integer({ min: 0, max: 100_000_000 });
const anyRate = fc.constantFrom(0, 16, 17, 19, 20, 21, 25.5);

describe('displayed prices', () => {
  it('excl. VAT is the net price; incl. VAT adds exactly the VAT of the rate', () => {
    fc.assert(
      fc.property(anyNet, anyRate, (net, rate) => {
        expect(displayedAmount(net, 'excl', rate)).toBe(net);
        expect(displayedAmount(net, 'incl', rate) - net).toBe(vatAtRate(net, rate));
        expect(displayedAmount(net, 'incl', rate)).toBeGreaterThanOrEqual(net);
      }),
    );
  });

  it('shows every price of a product the same way and keeps "no price" as no price', () => {
    fc.assert(
      fc.property(fc.option(anyNet, { nil: null }), fc.option(anyNet, { nil: null }), anyRate, (priceNew, rent, rate) => {
        const product = { ...NO_PRICES, priceNew, priceRentPerDay: rent };
        const shown = pricesForDisplay(product, 'incl', rate);
        expect(shown.priceNew).toBe(priceNew === null ? null : displayedAmount(priceNew, 'incl', rate));
        expect(shown.priceRentPerDay).toBe(rent === null ? null : displayedAmount(rent, 'incl', rate));
        expect(shown.priceUsedA).toBeNull();
        expect(pricesForDisplay(product, 'excl', rate)).toBe(product);
      }),
    );
  });

  it('a 20ft container of € 3,300.00 reads € 3,993.00 incl. Belgian VAT and € 3,927.00 incl. German VAT', () => {
    expect(displayedAmount(330_000, 'incl', 21)).toBe(399_300);
    expect(displayedAmount(330_000, 'incl', 19)).toBe(392_700);
  });
});
