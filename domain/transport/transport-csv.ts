import { err, ok, type Result } from '../shared/result.js';
import type { TransportCountry } from './transport-country.js';
import {
  formatEuros,
  parseTransportCsvRow,
  TRANSPORT_CSV_COLUMNS,
  type InvalidTransportRowError,
} from './transport-csv-row.js';
import { transportTableKey, type TransportTableKey, type TransportTableRow } from './transport-table.js';

export const TRANSPORT_CSV_HEADER = TRANSPORT_CSV_COLUMNS.join(',');

/** A record as a CSV reader hands it over, with its line in the file (header = line 1). */
export interface NumberedTransportRecord {
  readonly line: number;
  readonly fields: Readonly<Record<string, string>>;
}

export interface NumberedTransportRow {
  readonly line: number;
  readonly row: TransportTableRow;
}

export interface InvalidTransportHeaderError {
  readonly kind: 'invalid-transport-header';
  readonly line: 1;
  readonly expected: string;
  readonly actual: string;
}

export interface DuplicateTransportPrefixError {
  readonly kind: 'duplicate-transport-prefix';
  readonly country: TransportCountry;
  readonly prefix: string;
  readonly lines: readonly number[];
}

export type TransportCsvProblem = InvalidTransportHeaderError | InvalidTransportRowError | DuplicateTransportPrefixError;

/** Every problem of a file at once, so an admin can fix them in one go. */
export interface InvalidTransportCsvError {
  readonly kind: 'invalid-transport-csv';
  readonly problems: readonly TransportCsvProblem[];
}

/** The header must name the four columns, in order (surrounding spaces and a BOM are ignored). */
export const checkTransportCsvHeader = (columns: readonly string[]): Result<undefined, InvalidTransportHeaderError> => {
  const actual = columns.map((column) => column.replace(/^\uFEFF/, '').trim()).join(',');
  return actual === TRANSPORT_CSV_HEADER
    ? ok(undefined)
    : err({ kind: 'invalid-transport-header', line: 1, expected: TRANSPORT_CSV_HEADER, actual });
};

/** Country and prefix pairs that occur more than once, with all their lines, in file order. */
export const findDuplicatePrefixes = (rows: readonly NumberedTransportRow[]): readonly DuplicateTransportPrefixError[] => {
  const linesByKey = new Map<TransportTableKey, { row: TransportTableRow; lines: number[] }>();
  for (const { line, row } of rows) {
    const key = transportTableKey(row.country, row.prefix);
    const seen = linesByKey.get(key);
    if (seen === undefined) linesByKey.set(key, { row, lines: [line] });
    else seen.lines.push(line);
  }
  return [...linesByKey.values()]
    .filter(({ lines }) => lines.length > 1)
    .map(({ row, lines }) => ({ kind: 'duplicate-transport-prefix', country: row.country, prefix: row.prefix, lines }));
};

/** Validates every record and the uniqueness of the prefixes. */
export const validateTransportRecords = (
  records: readonly NumberedTransportRecord[],
): Result<readonly TransportTableRow[], InvalidTransportCsvError> => {
  const problems: TransportCsvProblem[] = [];
  const rows: NumberedTransportRow[] = [];
  for (const { line, fields } of records) {
    const parsed = parseTransportCsvRow(fields, line);
    if (parsed.ok) rows.push({ line, row: parsed.value });
    else problems.push(parsed.error);
  }
  problems.push(...findDuplicatePrefixes(rows));
  return problems.length === 0 ? ok(rows.map(({ row }) => row)) : err({ kind: 'invalid-transport-csv', problems });
};

const firstLineOf = (problem: TransportCsvProblem): number =>
  problem.kind === 'duplicate-transport-prefix' ? (problem.lines[0] ?? 0) : problem.line;

const byLine = (a: TransportCsvProblem, b: TransportCsvProblem): number => firstLineOf(a) - firstLineOf(b);

/**
 * A small reader for plain, unquoted CSV (what `transportRowsToCsv` writes).
 * Real imports go through csv-parse in the CLI and then `validateTransportRecords`.
 */
export const parseTransportCsvText = (text: string): Result<readonly TransportTableRow[], InvalidTransportCsvError> => {
  const [headerLine = '', ...lines] = text.split(/\r?\n/);
  const header = checkTransportCsvHeader(headerLine.split(','));
  const problems: TransportCsvProblem[] = header.ok ? [] : [header.error];
  const records: NumberedTransportRecord[] = [];
  lines.forEach((content, index) => {
    const line = index + 2;
    if (content.trim() === '') return;
    const values = content.split(',');
    if (values.length !== TRANSPORT_CSV_COLUMNS.length) {
      problems.push({
        kind: 'invalid-transport-row',
        line,
        field: 'record',
        reason: `must have ${TRANSPORT_CSV_COLUMNS.length} fields, found ${values.length}`,
      });
      return;
    }
    records.push({ line, fields: Object.fromEntries(TRANSPORT_CSV_COLUMNS.map((column, i) => [column, values[i] ?? ''])) });
  });
  const validated = validateTransportRecords(records);
  if (!validated.ok) problems.push(...validated.error.problems);
  if (problems.length > 0) return err({ kind: 'invalid-transport-csv', problems: [...problems].sort(byLine) });
  return validated;
};

/** Writes rows, in the given order, as `country,prefix,single,double` with prices in euros. */
export const transportRowsToCsv = (rows: readonly TransportTableRow[]): string =>
  [TRANSPORT_CSV_HEADER, ...rows.map((row) => `${row.country},${row.prefix},${formatEuros(row.single)},${formatEuros(row.double)}`)]
    .join('\n')
    .concat('\n');
