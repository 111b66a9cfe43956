import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { filterProducts, isRentable, type ProductFilter } from './product-filtering.js';
import { matchesTypeFilter } from './product-types.js';
import { SIZE_GROUP_VALUES, sizeGroupOf } from './sizes.js';
import { anyCatalogue } from '../../test/arbitraries/product.arbitraries.js';

const anyTypeValue = fc.constantFrom('standard', 'high-cube', 'thermostatic', 'special', 'tank', 'bulk');
const anyFilter: fc.Arbitrary<ProductFilter> = fc.record(
  {
    sizeGroup: fc.option(fc.constantFrom(...SIZE_GROUP_VALUES), { nil: null }),
    type: fc.option(anyTypeValue, { nil: null }),
    rentable: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('filtering properties', () => {
  it('returns a subsequence of its input whose members all pass every filter', () => {
    fc.assert(
      fc.property(anyCatalogue, anyFilter, (products, filter) => {
        const kept = filterProducts(products, filter);
        let cursor = 0;
        for (const product of kept) {
          cursor = products.indexOf(product, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
          if (filter.sizeGroup != null) expect(sizeGroupOf(product.size)).toBe(filter.sizeGroup);
          if (filter.type != null) expect(matchesTypeFilter(product.type, filter.type)).toBe(true);
          if (filter.rentable === true) expect(isRentable(product)).toBe(true);
        }
      }),
    );
  });

  it('drops only products that fail a filter', () => {
    fc.assert(
      fc.property(anyCatalogue, anyFilter, (products, filter) => {
        const kept = new Set(filterProducts(products, filter));
        for (const product of products.filter((p) => !kept.has(p))) {
          const failsSize = filter.sizeGroup != null && sizeGroupOf(product.size) !== filter.sizeGroup;
          const failsType = filter.type != null && !matchesTypeFilter(product.type, filter.type);
          const failsRent = filter.rentable === true && !isRentable(product);
          expect(failsSize || failsType || failsRent).toBe(true);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyCatalogue, anyFilter, (products, filter) => {
        const once = filterProducts(products, filter);
        expect(filterProducts(once, filter)).toEqual(once);
      }),
    );
  });

  it('splits the catalogue across size groups without overlap', () => {
    fc.assert(
      fc.property(anyCatalogue, (products) => {
        const grouped = SIZE_GROUP_VALUES.flatMap((sizeGroup) => filterProducts(products, { sizeGroup }));
        expect(grouped.length).toBe(products.filter((product) => sizeGroupOf(product.size) !== null).length);
      }),
    );
  });
});
