import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COLOR_TYPES, CONDITIONS, type ProductPrices } from '../catalogue/product.js';
import { orderBasePrice } from '../pricing/condition-price.js';
import { LANGUAGES } from '../shared/language.js';
import { unitPriceForCart } from './cart-unit-price.js';
import { isQuoteRequired } from './quote-required.js';

const anyStoredPrice = fc.option(fc.integer({ min: -100, max: 5_000_000 }), { nil: null });
const anyProductPrices: fc.Arbitrary<ProductPrices> = fc.record({
  price: anyStoredPrice,
  priceNew: anyStoredPrice,
  priceUsedA: anyStoredPrice,
  priceUsedCw: anyStoredPrice,
  priceRentPerDay: anyStoredPrice,
  askOfferNew: fc.boolean(),
  askOfferUsedA: fc.boolean(),
  askOfferUsedCw: fc.boolean(),
  askOfferRent: fc.boolean(),
});
const anyCondition = fc.constantFrom(...CONDITIONS);
const anyColorType = fc.constantFrom(...COLOR_TYPES);

describe('unitPriceForCart', () => {
  it('refuses whenever a quote is required; an accepted price is positive and equals the order base price', () => {
    fc.assert(fc.property(anyProductPrices, anyCondition, anyColorType, (product, condition, colorType) => {
      const result = unitPriceForCart(product, condition, colorType);
      const quoteRequired = isQuoteRequired({ product, condition, colorType, pageQuoteRequired: false });
      if (quoteRequired) expect(result.ok ? 'ok' : result.error.kind).toBe('quote-required');
      if (result.ok) {
        expect(result.value).toBeGreaterThan(0);
        expect(result.value).toBe(orderBasePrice(product, condition, colorType));
      }
    }));
  });

  it('explains every refusal in all four languages', () => {
    fc.assert(fc.property(anyProductPrices, anyCondition, anyColorType, (product, condition, colorType) => {
      const result = unitPriceForCart(product, condition, colorType);
      if (!result.ok) for (const language of LANGUAGES) expect(result.error.message[language].length).toBeGreaterThan(10);
    }));
  });
});
