import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { singleVatRate } from './order-vat-rate.js';

const anyRatePercent = fc.constantFrom(0, 6, 12, 17, 19, 20, 21, 25);
const groupsOf = (rates: readonly number[]) => ({ breakdown: rates.map((ratePercent) => ({ ratePercent })) });

describe('singleVatRate', () => {
  it('is the one rate as a fraction when the VAT has exactly one rate group, else null', () => {
    fc.assert(
      fc.property(fc.array(anyRatePercent, { maxLength: 4 }), (rates) => {
        const rate = singleVatRate(groupsOf(rates));
        if (rates.length === 1) expect(rate).toBe((rates[0] ?? Number.NaN) / 100);
        else expect(rate).toBeNull();
      }),
    );
  });

  it('stores 21 % as 0.21', () => {
    expect(singleVatRate(groupsOf([21]))).toBe(0.21);
    expect(singleVatRate(groupsOf([]))).toBeNull();
  });
});
