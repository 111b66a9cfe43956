import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyContainerNumber, anyTypedForm, anyUnitCondition } from '../../test/arbitraries/unit.arbitraries.js';
import { checkUnitCsvHeader, parseUnitCsvRecords, UNIT_CSV_COLUMNS, UNIT_CSV_HEADER, unitsToCsv } from './unit-csv.js';
import { CREATABLE_STATUSES } from './unit-status.js';

const DEPOTS = ['Antwerp', 'Gent Zeehaven', 'Rotterdam, Waalhaven'];
const anySlug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,4}$/);
const anyLine = fc.record({
  containerNumber: anyContainerNumber,
  productSlug: anySlug,
  condition: anyUnitCondition,
  depot: fc.constantFrom(...DEPOTS),
  status: fc.constantFrom(...CREATABLE_STATUSES),
});

/** The simplest CSV reading of what unitsToCsv writes (no line breaks inside fields). */
const readCsv = (text: string): { header: string[]; records: { line: number; fields: Record<string, string> }[] } => {
  const splitLine = (line: string): string[] => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'));
  const [header = '', ...lines] = text.trimEnd().split('\n');
  return {
    header: splitLine(header),
    records: lines.map((line, index) => ({ line: index + 2, fields: Object.fromEntries(splitLine(line).map((value, column) => [UNIT_CSV_COLUMNS[column] ?? `extra${column}`, value])) })),
  };
};

describe('units CSV, properties', () => {
  it('reads back exactly what it wrote', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyLine, { selector: (line) => line.containerNumber, maxLength: 20 }), (lines) => {
        const { header, records } = readCsv(unitsToCsv(lines));
        expect(checkUnitCsvHeader(header)).toBeNull();
        const parsed = parseUnitCsvRecords(records, DEPOTS);
        expect(parsed).toEqual({ rows: lines.map((line, index) => ({ ...line, line: index + 2 })), problems: [] });
      }),
    );
  });

  it('accepts typed numbers, depots in any case and empty defaults', () => {
    fc.assert(
      fc.property(anyContainerNumber.chain((number) => anyTypedForm(number).map((typed) => ({ number, typed }))), ({ number, typed }) => {
        const parsed = parseUnitCsvRecords([{ line: 2, fields: { container_number: typed, product_slug: 'box', condition: 'new', depot: ' gent zeehaven ', status: '' } }], DEPOTS);
        expect(parsed).toEqual({ rows: [{ line: 2, containerNumber: number, productSlug: 'box', condition: 'new', depot: 'Gent Zeehaven', status: 'available' }], problems: [] });
      }),
    );
  });

  it('reports every bad line by its number and field, and every repeated number with all its lines', () => {
    fc.assert(
      fc.property(anyContainerNumber, fc.integer({ min: 2, max: 1000 }), (number, line) => {
        const wrongDigit = `${number.slice(0, 10)}${(Number(number.charAt(10)) + 1) % 10}`;
        const parsed = parseUnitCsvRecords(
          [
            { line, fields: { container_number: wrongDigit, product_slug: '', condition: 'rent', depot: 'Paris', status: 'reserved' } },
            { line: line + 1, fields: { container_number: number, product_slug: 'a', condition: 'new', depot: '', status: '' } },
            { line: line + 2, fields: { container_number: number, product_slug: 'b', condition: 'used-a', depot: '', status: 'sold' } },
          ],
          DEPOTS,
        );
        expect(parsed.rows.map((row) => row.line)).toEqual([line + 1, line + 2]);
        expect(parsed.problems.map((problem) => [problem.lines, problem.field])).toEqual([
          [[line], 'container_number'],
          [[line], 'product_slug'],
          [[line], 'condition'],
          [[line], 'depot'],
          [[line], 'status'],
          [[line + 1, line + 2], 'container_number'],
        ]);
      }),
    );
  });

  it('names the header it wants', () => {
    expect(checkUnitCsvHeader(['\uFEFFcontainer_number', ' product_slug', 'condition', 'depot', 'status'])).toBeNull();
    expect(checkUnitCsvHeader(['container', 'product'])?.message.en).toBe(`The first line must be "${UNIT_CSV_HEADER}", found "container,product".`);
  });
});
