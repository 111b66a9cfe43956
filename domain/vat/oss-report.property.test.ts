import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ossReport, parseQuarter, quarterDays, type OssLine } from './oss-report.js';

const anyOssLine: fc.Arbitrary<OssLine> = fc.record({
  country: fc.constantFrom('NL', 'DE', 'FR', 'LU'),
  ratePercent: fc.constantFrom(16, 17, 19, 20, 21),
  net: fc.integer({ min: 0, max: 10_000_000 }),
  vat: fc.integer({ min: 0, max: 2_000_000 }),
});

describe('ossReport', () => {
  it('keeps every cent: the rows add up to the lines, one row per country and rate', () => {
    fc.assert(
      fc.property(fc.array(anyOssLine, { maxLength: 30 }), (lines) => {
        const rows = ossReport(lines);
        expect(rows.reduce((sum, row) => sum + row.taxable, 0)).toBe(lines.reduce((sum, line) => sum + line.net, 0));
        expect(rows.reduce((sum, row) => sum + row.vat, 0)).toBe(lines.reduce((sum, line) => sum + line.vat, 0));
        const keys = rows.map((row) => `${row.country}:${row.ratePercent}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('is the same whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(anyOssLine, { maxLength: 20 }), (lines) => {
        expect(ossReport([...lines].reverse())).toEqual(ossReport(lines));
      }),
    );
  });
});

describe('quarters', () => {
  it('parses YYYY-Qn and gives its days, the fourth ending at new year', () => {
    const q4 = parseQuarter('2026-Q4');
    expect(q4.ok && quarterDays(q4.value)).toEqual({ from: '2026-10-01', until: '2027-01-01' });
    const q1 = parseQuarter('2027-q1');
    expect(q1.ok && quarterDays(q1.value)).toEqual({ from: '2027-01-01', until: '2027-04-01' });
  });

  it('refuses anything else', () => {
    for (const text of ['2026-Q5', '2026Q4', 'Q4-2026', '', '2026-Q0']) expect(parseQuarter(text).ok).toBe(false);
  });

  it('quarters of a year tile it without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), (year) => {
        const days = ([1, 2, 3, 4] as const).map((quarter) => quarterDays({ year, quarter }));
        expect(days[0]?.from).toBe(`${year}-01-01`);
        for (let index = 1; index < 4; index += 1) expect(days[index]?.from).toBe(days[index - 1]?.until);
        expect(days[3]?.until).toBe(`${year + 1}-01-01`);
      }),
    );
  });
});
