import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyTaxableLine, anyVatCustomer, anyVatSettings } from '../../test/arbitraries/vat.arbitraries.js';
import { vatAtRate } from './vat-breakdown.js';
import { priceVat } from './vat-lines.js';

const anyLines = fc.array(anyTaxableLine, { maxLength: 12 });

describe('priceVat', () => {
  it('totals are the sums of the lines and of the groups; total = net + VAT; nothing negative', () => {
    fc.assert(
      fc.property(anyLines, anyVatCustomer, anyVatSettings, (lines, customer, settings) => {
        const { summary, lines: priced } = priceVat(lines, customer, settings);
        expect(summary.net).toBe(lines.reduce((sum, line) => sum + line.net, 0));
        expect(summary.vat).toBe(summary.groups.reduce((sum, group) => sum + group.vat, 0));
        expect(summary.vat).toBe(priced.reduce((sum, line) => sum + line.vat, 0));
        expect(summary.total).toBe(summary.net + summary.vat);
        for (const group of summary.groups) {
          expect(group.vat).toBeGreaterThanOrEqual(0);
          // BR-CO-17: VAT rounded once on the group's taxable amount.
          expect(group.vat).toBe(vatAtRate(group.net, group.ratePercent));
        }
        for (const line of priced) expect(line.vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('one group per category and rate, each line in the group of its treatment', () => {
    fc.assert(
      fc.property(anyLines, anyVatCustomer, anyVatSettings, (lines, customer, settings) => {
        const { summary, lines: priced } = priceVat(lines, customer, settings);
        const keys = summary.groups.map((group) => `${group.category}:${group.ratePercent}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const group of summary.groups) {
          const members = lines.filter((_, index) => priced[index]?.treatment.category === group.category && priced[index]?.treatment.ratePercent === group.ratePercent);
          expect(group.net).toBe(members.reduce((sum, line) => sum + line.net, 0));
        }
      }),
    );
  });

  it("a line's VAT share is within one cent of its exact VAT", () => {
    fc.assert(
      fc.property(anyLines, anyVatCustomer, anyVatSettings, (lines, customer, settings) => {
        priceVat(lines, customer, settings).lines.forEach((line, index) => {
          const exact = ((lines[index]?.net ?? 0) * line.treatment.ratePercent) / 100;
          expect(Math.abs(line.vat - exact)).toBeLessThan(1);
        });
      }),
    );
  });

  it('rounds once per group, not per line: three lines of 0.05 at 21 % give 0.03, not 3 × 0.01', () => {
    const line = { net: 5, supply: 'container_sale' as const, collectedAtDepot: false, deliveryCountry: 'BE' as const };
    const priced = priceVat([line, line, line], { kind: 'consumer', vatNumberConfirmed: false, vatNumberCountry: null }, { ossEnabled: true, date: '2026-11-25' });
    expect(priced.summary.vat).toBe(3);
    expect(priced.lines.map((entry) => entry.vat).sort()).toEqual([1, 1, 1]);
  });
});
