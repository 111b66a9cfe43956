import { describe, expect, it } from '@jest/globals';
import type { ProductPrices } from '../catalogue/product.js';
import { isQuoteRequired, selectedConditionPrice } from './quote-required.js';

const prices: ProductPrices = {
  price: null,
  priceNew: 310_000,
  priceUsedA: 190_000,
  priceUsedCw: 150_000,
  priceRentPerDay: 1_000,
  askOfferNew: false,
  askOfferUsedA: true,
  askOfferUsedCw: false,
  askOfferRent: false,
};
const base = { product: prices, pageQuoteRequired: false } as const;

describe('isQuoteRequired', () => {
  it('follows the chosen condition ask-offer flag', () => {
    expect(isQuoteRequired({ ...base, condition: 'used-a', colorType: 'from_stack' })).toBe(true);
    expect(isQuoteRequired({ ...base, condition: 'new', colorType: 'from_stack' })).toBe(false);
  });

  it('requires a quote for a wish colour on sale conditions, not on rent', () => {
    expect(isQuoteRequired({ ...base, condition: 'used-cw', colorType: 'wish_color' })).toBe(true);
    expect(isQuoteRequired({ ...base, condition: 'rent', colorType: 'wish_color' })).toBe(false);
  });

  it('follows the page flag', () => {
    expect(isQuoteRequired({ ...base, pageQuoteRequired: true, condition: 'new', colorType: 'from_stack' })).toBe(true);
    expect(isQuoteRequired({ ...base, condition: null, colorType: 'from_stack' })).toBe(false);
  });
});

describe('selectedConditionPrice', () => {
  it('turns a sale price into price on request with a wish colour', () => {
    expect(selectedConditionPrice(prices, 'new', 'wish_color')).toEqual({ kind: 'on-request' });
    expect(selectedConditionPrice(prices, 'new', 'from_stack')).toEqual({ kind: 'price', cents: 310_000 });
    expect(selectedConditionPrice(prices, 'rent', 'wish_color')).toEqual({ kind: 'price', cents: 1_000 });
  });
});
