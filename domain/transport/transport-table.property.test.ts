import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TRANSPORT_COUNTRIES } from './transport-country.js';
import { buildTransportTable, transportTableKey, transportTableRows, type TransportTableRow } from './transport-table.js';
import { diffTransportTables } from './transport-table-diff.js';

const anyPrice = fc.integer({ min: 1, max: 9_999_999 });
const anyTransportRow: fc.Arbitrary<TransportTableRow> = fc.record({
  country: fc.constantFrom(...TRANSPORT_COUNTRIES),
  prefix: fc.stringMatching(/^\d{2}$/),
  single: anyPrice,
  double: anyPrice,
});
const anyTransportRows = fc.uniqueArray(anyTransportRow, {
  selector: (row) => transportTableKey(row.country, row.prefix),
  maxLength: 40,
});

describe('transport table properties', () => {
  it('keeps every row it was built from', () => {
    fc.assert(
      fc.property(anyTransportRows, (rows) => {
        const table = buildTransportTable(rows);
        expect(table.size).toBe(rows.length);
        for (const row of rows) expect(table.get(transportTableKey(row.country, row.prefix))).toEqual(row);
      }),
    );
  });

  it('diffs so that applying the diff to the current rows gives the next rows', () => {
    fc.assert(
      fc.property(anyTransportRows, anyTransportRows, (currentRows, nextRows) => {
        const current = buildTransportTable(currentRows);
        const next = buildTransportTable(nextRows);
        const diff = diffTransportTables(current, next);
        const applied = new Map(current);
        for (const row of diff.removed) applied.delete(transportTableKey(row.country, row.prefix));
        for (const row of [...diff.added, ...diff.changed.map(({ after }) => after)]) {
          applied.set(transportTableKey(row.country, row.prefix), row);
        }
        expect(transportTableRows(applied)).toEqual(transportTableRows(next));
        expect(diff.added.length + diff.changed.length + diff.unchanged).toBe(next.size);
      }),
    );
  });
});
