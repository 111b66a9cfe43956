import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatEuros, parseTransportCsvRow } from './transport-csv-row.js';
import { parseTransportCsvText, transportRowsToCsv } from './transport-csv.js';
import { TRANSPORT_COUNTRIES } from './transport-country.js';
import { transportTableKey, type TransportTableRow } from './transport-table.js';

const anyValidPriceCents = fc.integer({ min: 1, max: 9_999_999 });
const anyTransportRow: fc.Arbitrary<TransportTableRow> = fc.record({
  country: fc.constantFrom(...TRANSPORT_COUNTRIES),
  prefix: fc.stringMatching(/^\d{2}$/),
  single: anyValidPriceCents,
  double: anyValidPriceCents,
});
const anyTransportTableRows = fc.uniqueArray(anyTransportRow, {
  selector: (row) => transportTableKey(row.country, row.prefix),
  maxLength: 60,
});
const anyPriceLikeText = fc.oneof(fc.stringMatching(/^-?\d{0,7}(\.\d{0,4})?$/), fc.string({ maxLength: 8 }));

describe('transport CSV properties', () => {
  it('round-trips: rows to CSV and back give the same rows', () => {
    fc.assert(
      fc.property(anyTransportTableRows, (rows) => {
        expect(parseTransportCsvText(transportRowsToCsv(rows))).toEqual({ ok: true, value: rows });
      }),
    );
  });

  it('reads back every price it formats', () => {
    fc.assert(
      fc.property(anyValidPriceCents, (cents) => {
        const parsed = parseTransportCsvRow({ country: 'BE', prefix: '20', single: formatEuros(cents), double: formatEuros(cents) }, 2);
        expect(parsed.ok && parsed.value.single).toBe(cents);
        expect(formatEuros(cents)).toMatch(/^\d+(\.\d\d)?$/);
      }),
    );
  });

  it('accepts only rows whose prices are positive integer cents below 100000 euros', () => {
    fc.assert(
      fc.property(anyPriceLikeText, anyPriceLikeText, (single, double) => {
        const parsed = parseTransportCsvRow({ country: 'BE', prefix: '20', single, double }, 2);
        if (parsed.ok) {
          for (const cents of [parsed.value.single, parsed.value.double]) {
            expect(Number.isSafeInteger(cents) && cents > 0 && cents < 10_000_000).toBe(true);
          }
        }
      }),
    );
  });
});
