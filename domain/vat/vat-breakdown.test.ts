import { describe, expect, it } from '@jest/globals';
import { vatAtRate, vatBreakdown } from './vat-breakdown.js';
import { decideVatTreatment, CONSUMER } from './vat-treatment.js';

const sale = (deliveryCountry: 'BE' | 'DE') =>
  decideVatTreatment({ customer: CONSUMER, deliveryCountry, collectedAtDepot: false, supply: 'container_sale', ossEnabled: true, date: '2026-11-25' });

describe('vatBreakdown', () => {
  it('groups by rate, highest first, with the VAT of each group', () => {
    const summary = vatBreakdown([
      { net: 250_000, treatment: sale('DE') },
      { net: 100_000, treatment: sale('BE') },
      { net: 31_000, treatment: sale('DE') },
    ]);
    expect(summary.groups.map((group) => [group.category, group.ratePercent, group.net, group.vat])).toEqual([
      ['S', 21, 100_000, 21_000],
      ['S', 19, 281_000, 53_390],
    ]);
    expect(summary).toMatchObject({ net: 381_000, vat: 74_390, total: 455_390 });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => vatBreakdown([{ net: -1, treatment: sale('BE') }])).toThrow(RangeError);
    expect(() => vatBreakdown([{ net: 1.5, treatment: sale('BE') }])).toThrow(RangeError);
  });

  it('computes decimal rates in hundredths of a percent', () => {
    expect(vatAtRate(10_000, 25.5)).toBe(2_550);
    expect(vatAtRate(1, 25.5)).toBe(0);
    expect(vatAtRate(2, 25.5)).toBe(1);
  });
});
