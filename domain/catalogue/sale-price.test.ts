import { describe, expect, it } from '@jest/globals';
import { highestSalePrice, lowestSalePrice, rentPerDay } from './sale-price.js';

describe('sale prices', () => {
  it('takes the lowest and highest positive of new, used A and used CW', () => {
    const prices = { priceNew: 350_000, priceUsedA: 0, priceUsedCw: 190_000 };
    expect(lowestSalePrice(prices)).toBe(190_000);
    expect(highestSalePrice(prices)).toBe(350_000);
  });

  it('has none when no price is positive', () => {
    expect(lowestSalePrice({ priceNew: null, priceUsedA: 0, priceUsedCw: -5 })).toBeNull();
    expect(highestSalePrice({ priceNew: null, priceUsedA: null, priceUsedCw: null })).toBeNull();
  });

  it('treats a zero daily rent as no rent', () => {
    expect(rentPerDay({ priceRentPerDay: 0 })).toBeNull();
    expect(rentPerDay({ priceRentPerDay: 450 })).toBe(450);
  });
});
