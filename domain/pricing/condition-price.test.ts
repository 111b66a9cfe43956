import { describe, expect, it } from '@jest/globals';
import type { ProductPrices } from '../catalogue/product.js';
import { NO_PRICES } from '../catalogue/product-prices.fixture.js';
import { conditionPrice, orderBasePrice } from './condition-price.js';
import { MINIMUM_RENTAL_DAYS, RENT_MONTH_DAYS, rentPerMonth } from './rent.js';

const box: ProductPrices = { ...NO_PRICES, price: 199_900, priceNew: 310_000, priceUsedA: 0, priceRentPerDay: 1_250, askOfferUsedCw: true };

describe('conditionPrice', () => {
  it('gives the stored price above 0', () => {
    expect(conditionPrice(box, 'new')).toEqual({ kind: 'price', cents: 310_000 });
    expect(conditionPrice(box, 'rent')).toEqual({ kind: 'price', cents: 1_250 });
  });

  it('treats 0 and missing as no price, without the generic fallback', () => {
    expect(conditionPrice(box, 'used-a')).toEqual({ kind: 'none' });
    expect(conditionPrice(NO_PRICES, 'new')).toEqual({ kind: 'none' });
  });

  it('lets the ask-offer flag win over a stored price', () => {
    expect(conditionPrice(box, 'used-cw')).toEqual({ kind: 'on-request' });
    expect(conditionPrice({ ...box, askOfferNew: true }, 'new')).toEqual({ kind: 'on-request' });
  });
});

describe('rent', () => {
  it('counts a month as 30 days, the minimum rental', () => {
    expect(RENT_MONTH_DAYS).toBe(30);
    expect(MINIMUM_RENTAL_DAYS).toBe(30);
    expect(rentPerMonth(1_250)).toBe(37_500);
  });
});

describe('orderBasePrice', () => {
  it('is 0 for a wish colour', () => {
    expect(orderBasePrice(box, 'new', 'wish_color')).toBe(0);
  });

  it('is the daily price times 30 for rent', () => {
    expect(orderBasePrice(box, 'rent', 'from_stack')).toBe(37_500);
    expect(orderBasePrice(box, 'rent', 'wish_color')).toBe(37_500);
  });

  it('is the condition price otherwise, 0 when missing', () => {
    expect(orderBasePrice(box, 'new', 'from_stack')).toBe(310_000);
    expect(orderBasePrice(NO_PRICES, 'used-cw', 'from_stack')).toBe(0);
  });
});
