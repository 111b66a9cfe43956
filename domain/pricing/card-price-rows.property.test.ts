import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyProductPrices } from '../../test/arbitraries/price.arbitraries.js';
import { CONDITIONS } from '../catalogue/product.js';
import { LANGUAGES } from '../shared/language.js';
import { cardPriceRows } from './card-price-rows.js';
import { conditionPrice } from './condition-price.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyOptions = fc.record({ rentSuffix: fc.constantFrom('day' as const, 'none' as const) });

describe('cardPriceRows', () => {
  it('always shows at least one row, and the generic row only alone', () => {
    fc.assert(fc.property(anyProductPrices, anyLanguage, anyOptions, (product, language, options) => {
      const rows = cardPriceRows(product, language, options);
      expect(rows.length).toBeGreaterThan(0);
      if (rows.some((row) => row.priceType === 'generic')) expect(rows).toHaveLength(1);
    }));
  });

  it('has exactly the conditions that have a price or ask for an offer, in order', () => {
    fc.assert(fc.property(anyProductPrices, anyLanguage, anyOptions, (product, language, options) => {
      const expected = CONDITIONS.filter((condition) => conditionPrice(product, condition).kind !== 'none');
      const shown = cardPriceRows(product, language, options)
        .map((row) => row.priceType)
        .filter((type) => type !== 'generic');
      expect(shown).toEqual(expected);
    }));
  });

  it('gives a monthly price exactly on rent rows, at 30 times the daily price', () => {
    fc.assert(fc.property(anyProductPrices, anyLanguage, anyOptions, (product, language, options) => {
      for (const row of cardPriceRows(product, language, options)) {
        if (row.kind !== 'price') continue;
        if (row.priceType === 'rent') expect(row.perMonth?.cents).toBe(row.cents * 30);
        else expect(row.perMonth).toBeNull();
      }
    }));
  });
});
