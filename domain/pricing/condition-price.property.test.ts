import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CONDITIONS, COLOR_TYPES, type ProductPrices } from '../catalogue/product.js';
import { conditionPrice, orderBasePrice, storedConditionPrice } from './condition-price.js';

const anyStoredPrice = fc.option(fc.integer({ min: -1_000, max: 5_000_000 }), { nil: null });
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

describe('conditionPrice', () => {
  it('a shown price is always positive and equals the stored one', () => {
    fc.assert(fc.property(anyProductPrices, anyCondition, (product, condition) => {
      const shown = conditionPrice(product, condition);
      if (shown.kind === 'price') {
        expect(shown.cents).toBeGreaterThan(0);
        expect(shown.cents).toBe(storedConditionPrice(product, condition));
      }
    }));
  });

  it('never depends on the generic price', () => {
    fc.assert(fc.property(anyProductPrices, anyStoredPrice, anyCondition, (product, generic, condition) => {
      expect(conditionPrice({ ...product, price: generic }, condition)).toEqual(conditionPrice(product, condition));
    }));
  });
});

describe('orderBasePrice', () => {
  it('is the daily price times 30 for rent, else 0 with a wish colour or the stored price', () => {
    fc.assert(fc.property(anyProductPrices, anyCondition, anyColorType, (product, condition, colorType) => {
      const base = orderBasePrice(product, condition, colorType);
      const stored = storedConditionPrice(product, condition) ?? 0;
      if (condition === 'rent') expect(base).toBe(stored * 30);
      else expect(base).toBe(colorType === 'wish_color' ? 0 : stored);
    }));
  });
});
