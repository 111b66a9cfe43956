import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { withRunFigures, type BenchRun, type FigureRow } from './figures-table.js';
import { withSection } from './report-sections.js';

export const BENCHMARKS_FILE = join(process.cwd(), 'docs', 'benchmarks.md');

/** What one runner measured: its rows of the current figures, and its details section (named by its runner key). */
export interface RunnerReport {
  readonly run: BenchRun;
  readonly rows: readonly FigureRow[];
  readonly details: string;
}

/** CPU count and model, memory and Node of this machine, as the run lines name them. */
export const thisMachine = (): string => `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

/** The 1, 5 and 15 minute load averages. */
export const loadAverage = (): string => loadavg().map((value) => value.toFixed(2)).join(' / ');

/** Now, to the minute, in UTC. */
export const runDate = (now = new Date()): string => `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The file with each report's rows, run line and details section in place of their former ones; everything else kept. */
export const withReports = (current: string, reports: readonly RunnerReport[]): string =>
  reports.reduce((file, { run, rows, details }) => withRunFigures(withSection(file, run.runner, details), run, rows), current);

/** Writes the reports into docs/benchmarks.md (made when missing). */
export const writeReports = (reports: readonly RunnerReport[], path = BENCHMARKS_FILE): void => {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  writeFileSync(path, `${withReports(current, reports).trimEnd()}\n`);
};
