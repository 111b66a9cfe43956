import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyColorType, anyCondition, anyProductPrices, anyStoredPrice } from '../../test/arbitraries/price.arbitraries.js';
import { conditionPrice, orderBasePrice, storedConditionPrice } from './condition-price.js';


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
