import { describe, expect, it } from '@jest/globals';
import { parseTransportCsvRow } from './transport-csv-row.js';
import { findDuplicatePrefixes, parseTransportCsvText, transportRowsToCsv, validateTransportRecords } from './transport-csv.js';

const record = (country: string, prefix: string, single: string, double: string) => ({ country, prefix, single, double });

describe('parseTransportCsvRow', () => {
  it('reads euros into cents', () => {
    expect(parseTransportCsvRow(record('BE', '10', '310', '443'), 2)).toEqual({
      ok: true,
      value: { country: 'BE', prefix: '10', single: 31_000, double: 44_300 },
    });
    expect(parseTransportCsvRow(record(' nl ', '10', '406.5', '580.05'), 3)).toEqual({
      ok: true,
      value: { country: 'NL', prefix: '10', single: 40_650, double: 58_005 },
    });
    expect(parseTransportCsvRow(record('DE', '01', '1700', '99999.99'), 4)).toEqual({
      ok: true,
      value: { country: 'DE', prefix: '01', single: 170_000, double: 9_999_999 },
    });
  });

  it('names the line, the field and the reason of a bad record', () => {
    const problem = (fields: Record<string, string>) => {
      const result = parseTransportCsvRow(fields, 7);
      return result.ok ? undefined : result.error;
    };
    expect(problem(record('FR', '10', '310', '443'))).toEqual({
      kind: 'invalid-transport-row',
      line: 7,
      field: 'country',
      reason: 'must be BE, NL or DE',
    });
    expect(problem({ country: 'BE', prefix: '10', single: '310' })).toMatchObject({ field: 'double', reason: 'is missing' });
    expect(problem(record('BE', '1', '310', '443'))).toMatchObject({ field: 'prefix', reason: 'must be exactly two digits' });
    expect(problem(record('BE', '100', '310', '443'))).toMatchObject({ field: 'prefix' });
    expect(problem(record('BE', '10', '310.505', '443'))).toMatchObject({ field: 'single', reason: 'must have at most 2 decimals' });
    expect(problem(record('BE', '10', '310,50', '443'))).toMatchObject({ field: 'single' });
    expect(problem(record('BE', '10', '-310', '443'))).toMatchObject({ field: 'single' });
    expect(problem(record('BE', '10', '1e3', '443'))).toMatchObject({ field: 'single' });
    expect(problem(record('BE', '10', '310', '0.00'))).toMatchObject({ field: 'double', reason: 'must be above 0' });
    expect(problem(record('BE', '10', '310', '100000'))).toMatchObject({ field: 'double', reason: 'must be below 100000' });
  });

  it('does not require double to be at least single', () => {
    expect(parseTransportCsvRow(record('BE', '10', '500', '400'), 2).ok).toBe(true);
  });
});

describe('findDuplicatePrefixes', () => {
  it('reports every line of a repeated country and prefix', () => {
    const row = { country: 'BE', prefix: '20', single: 100, double: 200 } as const;
    const other = { ...row, country: 'NL' } as const;
    expect(
      findDuplicatePrefixes([
        { line: 2, row },
        { line: 3, row: other },
        { line: 5, row: { ...row, single: 300 } },
        { line: 9, row },
      ]),
    ).toEqual([{ kind: 'duplicate-transport-prefix', country: 'BE', prefix: '20', lines: [2, 5, 9] }]);
  });
});

describe('validateTransportRecords', () => {
  it('collects every problem of a file', () => {
    const result = validateTransportRecords([
      { line: 2, fields: record('BE', '10', '310', '443') },
      { line: 3, fields: record('BE', 'xx', '310', '443') },
      { line: 4, fields: record('BE', '10', '320', '450') },
    ]);
    expect(result.ok ? [] : result.error.problems.map((problem) => problem.kind)).toEqual([
      'invalid-transport-row',
      'duplicate-transport-prefix',
    ]);
  });
});

describe('CSV text', () => {
  const rows = [
    { country: 'BE', prefix: '10', single: 31_000, double: 44_300 },
    { country: 'NL', prefix: '10', single: 40_650, double: 58_005 },
  ] as const;

  it('writes euros, with two decimals only when there are cents', () => {
    expect(transportRowsToCsv(rows)).toBe('country,prefix,single,double\nBE,10,310,443\nNL,10,406.50,580.05\n');
    expect(transportRowsToCsv([])).toBe('country,prefix,single,double\n');
  });

  it('reads what it writes, with CRLF and blank lines', () => {
    expect(parseTransportCsvText(transportRowsToCsv(rows))).toEqual({ ok: true, value: rows });
    expect(parseTransportCsvText('country,prefix,single,double\r\nBE,10,310,443\r\n\r\nNL,10,406.50,580.05')).toEqual({
      ok: true,
      value: rows,
    });
  });

  it('reports a wrong header and wrong field counts by line', () => {
    const result = parseTransportCsvText('country;prefix;single;double\nBE,10,310\nBE,20,1,2\nBE,30,1,2,3\n');
    expect(result.ok ? [] : result.error.problems).toEqual([
      { kind: 'invalid-transport-header', line: 1, expected: 'country,prefix,single,double', actual: 'country;prefix;single;double' },
      { kind: 'invalid-transport-row', line: 2, field: 'record', reason: 'must have 4 fields, found 3' },
      { kind: 'invalid-transport-row', line: 4, field: 'record', reason: 'must have 4 fields, found 5' },
    ]);
  });

  it('accepts a header with a byte order mark', () => {
    expect(parseTransportCsvText('\uFEFFcountry,prefix,single,double\nDE,01,1700,2125\n')).toEqual({
      ok: true,
      value: [{ country: 'DE', prefix: '01', single: 170_000, double: 212_500 }],
    });
  });
});
