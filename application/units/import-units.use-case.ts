import { fillLocalized } from '../../domain/shared/language.js';
import { displayContainerNumber, type ContainerNumber } from '../../domain/units/container-number.js';
import { checkUnitCsvHeader, parseUnitCsvRecords, type NumberedUnitRecord, type UnitCsvProblem, type UnitCsvRow } from '../../domain/units/unit-csv.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import type { UnitDeps } from './unit-deps.js';

/** A CSV file as read: its header and its numbered records. */
export interface UnitImportFile {
  readonly header: readonly string[];
  readonly records: readonly NumberedUnitRecord[];
}

export type UnitImportReport =
  | { readonly ok: true; readonly imported: number; readonly written: boolean }
  | { readonly ok: false; readonly problems: readonly UnitCsvProblem[] };

export interface UnitImportOptions {
  /** Check only, write nothing. */
  readonly dryRun?: boolean;
  /** Hears how many units were written so far, of how many. */
  readonly onProgress?: (written: number, total: number) => void;
}

const numbersTaken = (rows: readonly UnitCsvRow[], known: ReadonlySet<ContainerNumber>): UnitCsvProblem[] =>
  rows
    .filter((row) => known.has(row.containerNumber))
    .map((row) => ({ lines: [row.line], field: 'container_number', message: fillLocalized(UNIT_MESSAGES.containerNumberTaken, { number: displayContainerNumber(row.containerNumber) }) }));

/**
 * `units import FILE.csv`: the whole file is checked first (header, every line on its own, numbers
 * repeated in the file, product slugs that exist, numbers already known), every problem reported by
 * its line; then all units are added in one transaction, or none.
 */
export const importUnits =
  (deps: UnitDeps) =>
  async (file: UnitImportFile, options: UnitImportOptions = {}): Promise<UnitImportReport> => {
    const header = checkUnitCsvHeader(file.header);
    if (header !== null) return { ok: false, problems: [header] };
    const { rows, problems: lineProblems } = parseUnitCsvRecords(file.records, deps.depots);
    const problems: UnitCsvProblem[] = [...lineProblems];
    // Every line's slug is looked up, also on lines with other problems: the file is fixed in one go.
    const slugs = file.records.map((record) => ({ line: record.line, slug: (record.fields['product_slug'] ?? '').trim() })).filter((entry) => entry.slug !== '');
    const products = await deps.units.productIdsBySlug(slugs.map((entry) => entry.slug));
    for (const { line, slug } of slugs) {
      if (!products.has(slug)) problems.push({ lines: [line], field: 'product_slug', message: fillLocalized(UNIT_MESSAGES.productSlugUnknown, { slug }) });
    }
    problems.push(...numbersTaken(rows, new Set(await deps.units.knownNumbers(rows.map((row) => row.containerNumber)))));
    if (problems.length > 0) return { ok: false, problems: [...problems].sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0)) };
    if (options.dryRun === true) return { ok: true, imported: rows.length, written: false };
    const units = rows.map((row) => ({
      containerNumber: row.containerNumber,
      productId: products.get(row.productSlug) ?? '',
      condition: row.condition,
      depot: row.depot,
      status: row.status,
      notes: null,
      cscNextExamination: null,
    }));
    const written = await deps.units.insertAll(units, (count) => options.onProgress?.(count, units.length));
    if (written === null) {
      // A number was added by someone else meanwhile: nothing was written; name it.
      return { ok: false, problems: numbersTaken(rows, new Set(await deps.units.knownNumbers(rows.map((row) => row.containerNumber)))) };
    }
    deps.changed();
    return { ok: true, imported: written.length, written: true };
  };
