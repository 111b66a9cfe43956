import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyProductPrices, anyCondition, anyColorType } from '../../test/arbitraries/price.arbitraries.js';
import { orderBasePrice } from '../pricing/condition-price.js';
import { LANGUAGES } from '../shared/language.js';
import { unitPriceForCart } from './cart-unit-price.js';
import { isQuoteRequired } from './quote-required.js';


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
