import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { lowestSalePrice } from '../catalogue/sale-price.js';
import { anyCatalogue, sameIds } from '../../test/arbitraries/product.arbitraries.js';
import { FEATURED_CONTAINER_COUNT, featuredContainers } from './featured-containers.js';

describe('featured containers properties', () => {
  it('splits the catalogue into at most 6 featured and the rest, losing nothing', () => {
    fc.assert(
      fc.property(anyCatalogue, (products) => {
        const { featured, rest } = featuredContainers(products);
        expect(featured.length).toBe(Math.min(FEATURED_CONTAINER_COUNT, products.length));
        expect(sameIds([...featured, ...rest], products)).toBe(true);
      }),
    );
  });

  it('features the cheapest in ascending price and keeps the rest in input order', () => {
    fc.assert(
      fc.property(anyCatalogue, (products) => {
        const { featured, rest } = featuredContainers(products);
        const price = (product: (typeof products)[number]) => lowestSalePrice(product) ?? 0;
        const featuredPrices = featured.map(price);
        expect(featuredPrices).toEqual(featuredPrices.toSorted((a, b) => a - b));
        const highestFeatured = Math.max(-Infinity, ...featuredPrices);
        expect(rest.every((product) => price(product) >= highestFeatured)).toBe(true);
        expect(rest).toEqual(products.filter((product) => rest.includes(product)));
      }),
    );
  });
});
