import { parseTransportCsvText, type TransportCsvProblem } from '../../domain/transport/transport-csv.js';
import { diffTransportTables, isEmptyTransportDiff } from '../../domain/transport/transport-table-diff.js';
import { buildTransportTable, transportTableRows, type TransportTableRow } from '../../domain/transport/transport-table.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError, type FieldError } from '../shared/application-error.js';
import type { TransportTables } from '../transport/transport-tables.port.js';
import { lineProblem } from './admin-inbox-messages.js';

export interface TransportRatesDeps {
  readonly transportTables: TransportTables;
}

export interface TransportReplaceReport {
  readonly added: number;
  readonly changed: number;
  readonly removed: number;
  readonly unchanged: number;
  readonly written: boolean;
}

/** Every stored row, BE then NL then DE, by prefix. */
export const listTransportRates = (deps: TransportRatesDeps) => async (): Promise<readonly TransportTableRow[]> =>
  transportTableRows(await deps.transportTables.current());

const problemError = (problem: TransportCsvProblem): FieldError => {
  switch (problem.kind) {
    case 'invalid-transport-header':
      return { field: 'csv.line 1', message: lineProblem(1, `the header must be "${problem.expected}", found "${problem.actual}"`) };
    case 'invalid-transport-row':
      return { field: `csv.line ${problem.line}`, message: lineProblem(problem.line, `${problem.field}: ${problem.reason}`) };
    case 'duplicate-transport-prefix': {
      const [first = 0] = problem.lines;
      return {
        field: `csv.line ${first}`,
        message: lineProblem(first, `${problem.country} prefix ${problem.prefix} appears more than once (lines ${problem.lines.join(', ')})`),
      };
    }
  }
};

/**
 * `PUT /api/admin/transport-rates`: the CSV becomes the whole table. The same
 * validation as the CLI import (every bad line reported, nothing written), then
 * one replaceAll transaction; no write at all when nothing changes.
 */
export const replaceTransportRates =
  (deps: TransportRatesDeps) =>
  async (csv: string): Promise<Result<TransportReplaceReport, ApplicationError>> => {
    const parsed = parseTransportCsvText(csv);
    if (!parsed.ok) return err(invalidInput(parsed.error.problems.map(problemError)));
    const next = buildTransportTable(parsed.value);
    const diff = diffTransportTables(await deps.transportTables.current(), next);
    const written = !isEmptyTransportDiff(diff);
    if (written) await deps.transportTables.replaceAll(transportTableRows(next));
    return ok({ added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged, written });
  };
