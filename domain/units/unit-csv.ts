import { csvText } from '../orders/orders-csv.js';
import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { displayContainerNumber, type ContainerNumber } from './container-number.js';
import { readContainerNumber, readDepot, readUnitCondition, readUnitStatus } from './unit-fields.js';
import { UNIT_MESSAGES } from './unit-messages.js';
import { CREATABLE_STATUSES, type UnitCondition, type UnitStatus } from './unit-status.js';

/** The columns of `units import` and `units export`, in this order. */
export const UNIT_CSV_COLUMNS = ['container_number', 'product_slug', 'condition', 'depot', 'status'] as const;
export type UnitCsvColumn = (typeof UNIT_CSV_COLUMNS)[number];
export const UNIT_CSV_HEADER = UNIT_CSV_COLUMNS.join(',');

/** A record as the CSV reader hands it over, with its line in the file (header = line 1). */
export interface NumberedUnitRecord {
  readonly line: number;
  readonly fields: Readonly<Record<string, string>>;
}

/** One unit of a file, checked on its own (the product slug is looked up afterwards). */
export interface UnitCsvRow {
  readonly line: number;
  readonly containerNumber: ContainerNumber;
  readonly productSlug: string;
  readonly condition: UnitCondition;
  readonly depot: string;
  readonly status: UnitStatus;
}

/** A problem of one line (`record` when the line as a whole is wrong), or of several lines at once. */
export interface UnitCsvProblem {
  readonly lines: readonly number[];
  readonly field: UnitCsvColumn | 'record' | 'header';
  readonly message: LocalizedText;
}

/** The header must name the five columns, in order (surrounding spaces and a BOM are ignored). */
export const checkUnitCsvHeader = (columns: readonly string[]): UnitCsvProblem | null => {
  const actual = columns.map((column) => column.replace(/^\uFEFF/, '').trim()).join(',');
  return actual === UNIT_CSV_HEADER ? null : { lines: [1], field: 'header', message: fillLocalized(UNIT_MESSAGES.csvHeader, { expected: UNIT_CSV_HEADER, actual }) };
};

const parseRecord = (record: NumberedUnitRecord, depots: readonly string[]): Result<UnitCsvRow, readonly UnitCsvProblem[]> => {
  const { line, fields } = record;
  const problems: UnitCsvProblem[] = [];
  const keep = <T>(result: Result<T, { readonly message: LocalizedText }>, field: UnitCsvColumn): T | null => {
    if (result.ok) return result.value;
    problems.push({ lines: [line], field, message: result.error.message });
    return null;
  };
  const containerNumber = keep(readContainerNumber(fields['container_number'] ?? '', 'container_number'), 'container_number');
  const slug = (fields['product_slug'] ?? '').trim();
  if (slug === '') problems.push({ lines: [line], field: 'product_slug', message: fillLocalized(UNIT_MESSAGES.productSlugUnknown, { slug }) });
  const condition = keep(readUnitCondition((fields['condition'] ?? '').trim(), 'condition'), 'condition');
  const depot = keep(readDepot(fields['depot'] ?? '', depots, 'depot'), 'depot');
  const statusText = (fields['status'] ?? '').trim();
  const status = keep(readUnitStatus(statusText === '' ? 'available' : statusText, CREATABLE_STATUSES, 'status'), 'status');
  if (problems.length > 0 || containerNumber === null || condition === null || depot === null || status === null) return err(problems);
  return ok({ line, containerNumber, productSlug: slug, condition, depot, status });
};

/** Container numbers that occur more than once in the file, with all their lines. */
const duplicates = (rows: readonly UnitCsvRow[]): UnitCsvProblem[] => {
  const lines = new Map<ContainerNumber, number[]>();
  for (const row of rows) lines.set(row.containerNumber, [...(lines.get(row.containerNumber) ?? []), row.line]);
  return [...lines]
    .filter(([, found]) => found.length > 1)
    .map(([number, found]) => ({
      lines: found,
      field: 'container_number',
      message: fillLocalized(UNIT_MESSAGES.csvDuplicate, { number: displayContainerNumber(number), lines: found.join(', ') }),
    }));
};

/**
 * Every record checked on its own (container number with its check digit, condition, depot of
 * the configured list, status; an empty depot is the first depot, an empty status `available`,
 * `reserved` is refused: only orders reserve), then the numbers' uniqueness in the file. The lines
 * that passed on their own come back as rows (a repeated number's too), with every problem.
 */
export const parseUnitCsvRecords = (
  records: readonly NumberedUnitRecord[],
  depots: readonly string[],
): { readonly rows: readonly UnitCsvRow[]; readonly problems: readonly UnitCsvProblem[] } => {
  const problems: UnitCsvProblem[] = [];
  const rows: UnitCsvRow[] = [];
  for (const record of records) {
    const parsed = parseRecord(record, depots);
    if (parsed.ok) rows.push(parsed.value);
    else problems.push(...parsed.error);
  }
  problems.push(...duplicates(rows));
  return { rows, problems };
};

/** A unit as `units export` writes it. */
export interface UnitCsvLine {
  readonly containerNumber: string;
  readonly productSlug: string;
  readonly condition: string;
  readonly depot: string;
  readonly status: string;
}

/** The header and one line per unit; text quoted as RFC 4180 wants. */
export const unitsToCsv = (units: readonly UnitCsvLine[]): string =>
  [UNIT_CSV_HEADER, ...units.map((unit) => [unit.containerNumber, unit.productSlug, unit.condition, unit.depot, unit.status].map(csvText).join(','))]
    .map((line) => `${line}\n`)
    .join('');
