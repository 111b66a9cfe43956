import { describe, expect, it } from '@jest/globals';
import { featuredContainers } from './featured-containers.js';

const product = (id: number, priceNew: number | null, priceUsedA: number | null = null) => ({ id, priceNew, priceUsedA, priceUsedCw: null });

describe('featuredContainers', () => {
  it('features the 6 cheapest, missing price counting as 0, and keeps the rest in order', () => {
    const products = [
      product(1, 500_000),
      product(2, 200_000),
      product(3, null),
      product(4, 900_000, 100_000),
      product(5, 300_000),
      product(6, 800_000),
      product(7, 250_000),
      product(8, 700_000),
      product(9, 0),
    ];
    const { featured, rest } = featuredContainers(products);
    expect(featured.map((p) => p.id)).toEqual([3, 9, 4, 2, 7, 5]);
    expect(rest.map((p) => p.id)).toEqual([1, 6, 8]);
  });

  it('features everything when there are 6 or fewer', () => {
    const { featured, rest } = featuredContainers([product(1, 300), product(2, 100)]);
    expect(featured.map((p) => p.id)).toEqual([2, 1]);
    expect(rest).toEqual([]);
  });
});
