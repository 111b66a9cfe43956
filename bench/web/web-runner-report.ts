import type { RunnerReport } from '../benchmarks-file.js';
import { DEFAULT_CPU_SLOWDOWN } from './bench-pages.js';
import { webFigureRows } from './web-figure-rows.js';
import { webBenchSection, type WebReport } from './web-report.js';

/** The runner key of a web run: the default settings are the figures of record, a slowed run is a runner of its own beside them. */
export const webRunner = (report: Pick<WebReport, 'cpuSlowdown' | 'hostSlowdown'>): string =>
  report.cpuSlowdown === DEFAULT_CPU_SLOWDOWN && report.hostSlowdown === 1
    ? 'web-bench'
    : `web-bench-cpu-${report.cpuSlowdown}x${report.hostSlowdown === 1 ? '' : `-host-${report.hostSlowdown}x`}`;

const settings = (report: WebReport): string =>
  [
    ...(report.hostSlowdown === 1 ? [] : [`BENCH_WEB_HOST_SLOWDOWN=${report.hostSlowdown}`]),
    ...(report.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? [] : [`BENCH_WEB_CPU_SLOWDOWN=${report.cpuSlowdown}`]),
    'npm run bench:web',
  ].join(' ');

/** A web run's rows, run line and details for docs/benchmarks.md. */
export const webRunnerReport = (report: WebReport): RunnerReport => ({
  run: {
    runner: webRunner(report),
    command: settings(report),
    date: report.date,
    machine: report.machine,
    database: 'the built shop on a fresh embedded PGlite',
    loadAtStart: report.loadBefore,
    benchmarkIndex: `median ${Math.round(report.benchmarkIndex.median)} (runs ${Math.round(report.benchmarkIndex.min)}–${Math.round(report.benchmarkIndex.max)})`,
    note: `Debian Chromium; load average at the end ${report.loadAfter}`,
  },
  rows: webFigureRows(report),
  details: webBenchSection(report),
});
