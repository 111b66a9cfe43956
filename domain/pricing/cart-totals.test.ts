import { describe, expect, it } from '@jest/globals';
import { cartLineTotal, cartTotals } from './cart-totals.js';
import { VAT_RATE, VAT_RATE_PERCENT, vatOf } from './vat.js';

describe('VAT', () => {
  it('is 21%', () => {
    expect(VAT_RATE_PERCENT).toBe(21);
    expect(VAT_RATE).toBe(0.21);
    expect(vatOf(10_000)).toBe(2_100);
    expect(vatOf(1)).toBe(0);
    expect(vatOf(3)).toBe(1);
  });
});

describe('cartLineTotal', () => {
  it('is unit price times quantity plus transport', () => {
    expect(cartLineTotal(250_000, 2, 44_300)).toBe(544_300);
    expect(cartLineTotal(250_000, 3, null)).toBe(750_000);
  });

  it('refuses fractional cents or quantities as bugs', () => {
    expect(() => cartLineTotal(10.5, 1, 0)).toThrow(RangeError);
    expect(() => cartLineTotal(100, 1.5, 0)).toThrow(RangeError);
  });
});

describe('cartTotals', () => {
  it('adds lines, takes VAT once and counts items', () => {
    const totals = cartTotals([
      { unitPrice: 250_000, quantity: 2, transportPrice: 44_300 },
      { unitPrice: 9_000, quantity: 1, transportPrice: null },
    ]);
    expect(totals).toEqual({ subtotal: 553_300, vat: 116_193, total: 669_493, itemCount: 3 });
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0, itemCount: 0 });
  });
});
