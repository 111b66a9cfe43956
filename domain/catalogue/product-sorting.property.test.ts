import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { rentalSort, SORT_KEYS, sortProducts, sizeLargeKey, type SortKey } from './product-sorting.js';
import { highestSalePrice, lowestSalePrice, rentPerDay } from './sale-price.js';
import { sizeRank } from './sizes.js';
import { anyCatalogue, sameIds, type ListedProduct } from '../../test/arbitraries/product.arbitraries.js';

const anySortKey = fc.constantFrom(...SORT_KEYS);

/** The key each sort orders by (smaller first); null prices mapped to the end. */
const saleKey: Record<SortKey, (product: ListedProduct) => number> = {
  'price-low': (product) => lowestSalePrice(product) ?? Infinity,
  'price-high': (product) => -(highestSalePrice(product) ?? -Infinity),
  'size-small': (product) => sizeRank(product.size),
  'size-large': (product) => sizeLargeKey(product.size),
  unsorted: () => 0,
};

const rentalKey: Record<SortKey, (product: ListedProduct) => number> = {
  ...saleKey,
  'price-low': (product) => rentPerDay(product) ?? Infinity,
  'price-high': (product) => -(rentPerDay(product) ?? 0),
};

const isOrderedStably = (sorted: readonly ListedProduct[], input: readonly ListedProduct[], key: (product: ListedProduct) => number) =>
  sorted.every((product, i) => {
    const next = sorted[i + 1];
    if (next === undefined) return true;
    const [a, b] = [key(product), key(next)];
    return a < b || (a === b && input.indexOf(product) < input.indexOf(next));
  });

describe('sorting properties', () => {
  it('every sale sort is a permutation of its input', () => {
    fc.assert(fc.property(anyCatalogue, anySortKey, (products, key) => sameIds(sortProducts(products, key), products)));
  });

  it('every sale sort is ordered by its key, ties in input order', () => {
    fc.assert(fc.property(anyCatalogue, anySortKey, (products, key) => isOrderedStably(sortProducts(products, key), products, saleKey[key])));
  });

  it('every rental sort is a permutation ordered by its key, ties in input order', () => {
    fc.assert(
      fc.property(anyCatalogue, anySortKey, (products, key) => {
        const sorted = rentalSort(products, key);
        return sameIds(sorted, products) && isOrderedStably(sorted, products, rentalKey[key]);
      }),
    );
  });

  it('puts products without a price after every product with one, in both directions', () => {
    fc.assert(
      fc.property(anyCatalogue, fc.constantFrom<SortKey>('price-low', 'price-high'), (products, key) => {
        const priced = sortProducts(products, key).map((product) => lowestSalePrice(product) !== null);
        expect(priced).toEqual(priced.toSorted((a, b) => Number(b) - Number(a)));
      }),
    );
  });

  it('size-large lists measurable sizes largest first, then special, then unknown sizes', () => {
    fc.assert(
      fc.property(anyCatalogue, (products) => {
        const ranks = sortProducts(products, 'size-large').map((product) => sizeRank(product.size));
        const special = sizeRank('special');
        const measurable = ranks.filter((rank) => rank < special);
        expect(ranks).toEqual([...measurable.toSorted((a, b) => b - a), ...ranks.filter((rank) => rank === special), ...ranks.filter((rank) => rank > special)]);
      }),
    );
  });

  it('defaults to size-small', () => {
    fc.assert(fc.property(anyCatalogue, (products) => {
      expect(sortProducts(products)).toEqual(sortProducts(products, 'size-small'));
    }));
  });

  it('does not change its input', () => {
    fc.assert(
      fc.property(anyCatalogue, anySortKey, (products, key) => {
        const copy = [...products];
        sortProducts(products, key);
        rentalSort(products, key);
        expect(products).toEqual(copy);
      }),
    );
  });
});
