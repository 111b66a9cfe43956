import { describe, expect, it } from '@jest/globals';
import { cartLineTotal, cartTotals } from './cart-totals.js';
import { CONSUMER } from '../vat/vat-treatment.js';

const TODAY = { ossEnabled: true, date: '2026-11-25' };
const sale = { condition: 'new', transportType: 'truck', transportCountry: 'BE' } as const;

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
      { ...sale, unitPrice: 250_000, quantity: 2, transportPrice: 44_300 },
      { ...sale, unitPrice: 9_000, quantity: 1, transportPrice: null },
    ], CONSUMER, TODAY);
    expect(totals).toMatchObject({ subtotal: 553_300, vat: 116_193, total: 669_493, itemCount: 3 });
  });

  it('a German consumer delivered in Germany pays 19 %; self pickup pays 21 %', () => {
    const toGermany = cartTotals([{ ...sale, transportCountry: 'DE', unitPrice: 100_000, quantity: 1, transportPrice: 0 }], CONSUMER, TODAY);
    expect(toGermany).toMatchObject({ subtotal: 100_000, vat: 19_000, total: 119_000 });
    const pickup = cartTotals([{ ...sale, transportType: 'self_pickup', transportCountry: null, unitPrice: 100_000, quantity: 1, transportPrice: null }], CONSUMER, TODAY);
    expect(pickup.vat).toBe(21_000);
  });

  it('is all zero for an empty cart', () => {
    expect(cartTotals([], CONSUMER, TODAY)).toMatchObject({ subtotal: 0, vat: 0, total: 0, itemCount: 0 });
  });
});
