import { describe, expect, it } from '@jest/globals';
import { STANDARD_VAT_RATES, standardVatRate, VAT_RATE_COUNTRIES } from './vat-rates.js';

describe('standardVatRate', () => {
  it('gives the current standard rates', () => {
    expect(VAT_RATE_COUNTRIES.map((country) => standardVatRate(country, '2026-11-25'))).toEqual([21, 21, 19, 20, 17]);
  });

  it('takes the newest row that applies on the date, so a rate change is a new row', () => {
    const rates = [...STANDARD_VAT_RATES, { country: 'BE' as const, ratePercent: 22, validFrom: '2027-01-01' }];
    expect(standardVatRate('BE', '2026-12-31', rates)).toBe(21);
    expect(standardVatRate('BE', '2027-01-01', rates)).toBe(22);
  });

  it('refuses a date before any row of the country', () => {
    expect(() => standardVatRate('DE', '1990-01-01')).toThrow(RangeError);
  });
});
