import { describe, expect, it } from '@jest/globals';
import type { ProductPrices } from '../catalogue/product.js';
import { unitPriceForCart } from './cart-unit-price.js';

const prices: ProductPrices = {
  price: 500_000,
  priceNew: 310_000,
  priceUsedA: 0,
  priceUsedCw: 150_000,
  priceRentPerDay: 1_250,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: true,
  askOfferRent: false,
};

describe('unitPriceForCart', () => {
  it('gives the condition price, rent per 30 days', () => {
    expect(unitPriceForCart(prices, 'new', 'from_stack')).toEqual({ ok: true, value: 310_000 });
    expect(unitPriceForCart(prices, 'rent', 'from_stack')).toEqual({ ok: true, value: 37_500 });
    expect(unitPriceForCart(prices, 'rent', 'wish_color')).toEqual({ ok: true, value: 37_500 });
  });

  it('refuses an ask-offer condition and a wish colour with a quote-required reason', () => {
    const onRequest = unitPriceForCart(prices, 'used-cw', 'from_stack');
    expect(onRequest.ok ? null : onRequest.error).toMatchObject({ kind: 'quote-required', reason: 'price-on-request', condition: 'used-cw' });
    const wish = unitPriceForCart(prices, 'new', 'wish_color');
    expect(wish.ok ? null : wish.error).toMatchObject({ kind: 'quote-required', reason: 'wish-colour', condition: 'new' });
  });

  it('refuses a condition without price, ignoring the generic price', () => {
    const none = unitPriceForCart(prices, 'used-a', 'from_stack');
    expect(none.ok ? null : none.error).toMatchObject({ kind: 'no-price', condition: 'used-a' });
    if (!none.ok) expect(none.error.message.en).toBe('This option has no price, so it cannot be ordered directly. Please request a quote.');
  });
});
