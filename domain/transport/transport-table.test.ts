import { describe, expect, it } from '@jest/globals';
import { buildTransportTable, EMPTY_TRANSPORT_TABLE, findTransportRate, transportTableRows } from './transport-table.js';
import { diffTransportTables, isEmptyTransportDiff } from './transport-table-diff.js';

const be10 = { country: 'BE', prefix: '10', single: 31_000, double: 44_300 } as const;
const nl10 = { country: 'NL', prefix: '10', single: 40_600, double: 58_000 } as const;
const de01 = { country: 'DE', prefix: '01', single: 170_000, double: 212_500 } as const;

describe('buildTransportTable', () => {
  it('finds the rate of a country and prefix', () => {
    const table = buildTransportTable([de01, nl10, be10]);
    expect(findTransportRate(table, 'BE', '10')).toEqual({ country: 'BE', prefix: '10', single: 31_000, double: 44_300 });
    expect(findTransportRate(table, 'NL', '10')?.double).toBe(58_000);
    expect(findTransportRate(table, 'DE', '01')?.single).toBe(170_000);
    expect(findTransportRate(table, 'DE', '10')).toBeUndefined();
    expect(findTransportRate(EMPTY_TRANSPORT_TABLE, 'BE', '10')).toBeUndefined();
  });

  it('lists rows by country (BE, NL, DE) then prefix', () => {
    const be20 = { ...be10, prefix: '20' };
    const table = buildTransportTable([de01, be20, nl10, be10]);
    expect(transportTableRows(table).map((row) => `${row.country}${row.prefix}`)).toEqual(['BE10', 'BE20', 'NL10', 'DE01']);
  });

  it('throws on a repeated or malformed row', () => {
    expect(() => buildTransportTable([be10, { ...be10, single: 1 }])).toThrow(RangeError);
    expect(() => buildTransportTable([{ ...be10, prefix: '1' }])).toThrow(RangeError);
    expect(() => buildTransportTable([{ ...be10, single: 0 }])).toThrow(RangeError);
    expect(() => buildTransportTable([{ ...be10, double: 10.5 }])).toThrow(RangeError);
  });
});

describe('diffTransportTables', () => {
  it('reports added, changed and removed rows', () => {
    const current = buildTransportTable([be10, nl10]);
    const next = buildTransportTable([{ ...be10, double: 45_000 }, de01]);
    expect(diffTransportTables(current, next)).toEqual({
      added: [de01],
      changed: [{ before: be10, after: { ...be10, double: 45_000 } }],
      removed: [nl10],
      unchanged: 0,
    });
  });

  it('is empty for equal tables', () => {
    const diff = diffTransportTables(buildTransportTable([be10, de01]), buildTransportTable([de01, be10]));
    expect(isEmptyTransportDiff(diff)).toBe(true);
    expect(diff.unchanged).toBe(2);
  });
});
