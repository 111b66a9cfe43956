import { DEFAULT_CPU_SLOWDOWN } from './bench-pages.js';
import type { BenchPage } from './demo-pages.js';
import type { MainThreadTime } from './main-thread-time.js';
import type { MedianScores } from './median-run.js';
import type { TargetCheck } from './web-targets.js';

export interface PageResult {
  readonly page: BenchPage;
  readonly medians: MedianScores;
  /** Median over the unthrottled runs Lighthouse could trace; null when none could. */
  readonly mainThread: MainThreadTime | null;
  readonly checks: readonly TargetCheck[];
  /** `/proc/loadavg`'s 1-minute figure when the page's runs started. */
  readonly loadAtStart: string;
  /** Gzipped first-route JavaScript; null when the page's module is not in the manifest. */
  readonly firstRouteBytes: number | null;
}

export interface WebReport {
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  /** The throttled runs' CPU slowdown: 4 is Lighthouse's default; more stands in for a slower machine. */
  readonly cpuSlowdown: number;
  /** The measured tab's own CPU slowdown under the throttled runs (1: the machine as it is). */
  readonly hostSlowdown: number;
  readonly unthrottledRuns: number;
  readonly loadBefore: string;
  readonly loadAfter: string;
  /** Median and range of Lighthouse's benchmarkIndex over every throttled run. */
  readonly benchmarkIndex: { readonly median: number; readonly min: number; readonly max: number };
  readonly firstRouteBudgetBytes: number;
  readonly textBytes: number;
  readonly results: readonly PageResult[];
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ms = (value: number): string => String(Math.round(value));
const missed = (checks: readonly TargetCheck[]): string => checks.filter((check) => !check.pass).map((check) => check.target).join(', ') || 'all met';

const hostSlowdownNote = (slowdown: number): string =>
  slowdown === 1 ? '' : `, in a tab whose CPU DevTools slowed ${slowdown}× (a slower machine as such: the benchmarkIndex above is the slowed one)`;

/** The tables of one full measurement (the body of docs/benchmarks.md's web section, and of web-performance.md's before/after). */
export const webReportTables = (report: WebReport): string[] => {
  const allMet = report.results.filter((result) => result.checks.every((check) => check.pass)).length;
  const lines = [
    `Lighthouse benchmarkIndex of the machine: median ${Math.round(report.benchmarkIndex.median)} (runs ${Math.round(report.benchmarkIndex.min)}–${Math.round(report.benchmarkIndex.max)}). Load average (\`/proc/loadavg\`) before: ${report.loadBefore}; after: ${report.loadAfter}.`,
    '',
    `Lighthouse 12, ${report.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? 'mobile default (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown)' : `mobile (Moto G Power emulation, simulated slow 4G) with a ${report.cpuSlowdown}× CPU slowdown instead of the default ${DEFAULT_CPU_SLOWDOWN}×, standing in for a machine ${(report.cpuSlowdown / DEFAULT_CPU_SLOWDOWN).toFixed(2)} times slower`}${hostSlowdownNote(report.hostSlowdown)}, median of ${report.runs} run${report.runs === 1 ? '' : 's'} per page. Pages meeting every target: ${allMet} of ${report.results.length}.`,
    '',
    '| page | address | performance | LCP ms | TBT ms | CLS | accessibility | best practices | SEO | benchmarkIndex | load at start | performance of each run | targets missed | audits failed outside performance |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.results.map(({ page, medians: m, checks, loadAtStart }) =>
      `| ${page.name} | ${page.path.replace(/token=[^&]+/, 'token=…')} | ${m.performance} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.benchmarkIndex)} | ${loadAtStart} | ${m.performanceOfEachRun.join(', ')} | ${missed(checks)} | ${m.failedAudits.join(', ') || '—'} |`,
    ),
  ];
  if (report.unthrottledRuns > 0) {
    lines.push(
      '',
      `Main-thread time, unthrottled (Lighthouse \`throttlingMethod: provided\`: no CPU slowdown, no network throttling; mobile screen), median of ${report.unthrottledRuns} run${report.unthrottledRuns === 1 ? '' : 's'}, from the trace (audit \`mainthread-work-breakdown\`; long tasks from \`long-tasks\`), ms:`,
      '',
      '| page | script evaluation | style & layout | script + style & layout | all main-thread work | longest task | long tasks (≥ 50 ms) |',
      '|---|---|---|---|---|---|---|',
      ...report.results.flatMap(({ page, mainThread: t }) =>
        t === null ? [`| ${page.name} | not measured | | | | | |`] : [`| ${page.name} | ${ms(t.scriptEvaluationMs)} | ${ms(t.styleLayoutMs)} | ${ms(t.scriptAndLayoutMs)} | ${ms(t.allWorkMs)} | ${ms(t.longestTaskMs)} | ${t.longTaskCount} |`],
      ),
    );
  }
  lines.push(
    '',
    `First-route JavaScript (gzip -9 of the entry, the page's chunk and their static imports, from Vite's manifest; budget ${kb(report.firstRouteBudgetBytes)} kB). The Dutch start texts come beside it as JSON: ${kb(report.textBytes)} kB gzip.`,
    '',
    '| page | JavaScript, kB gzip | within budget |',
    '|---|---|---|',
    ...report.results.map(({ page, firstRouteBytes }) =>
      firstRouteBytes === null ? `| ${page.name} | module not in the manifest | — |` : `| ${page.name} | ${kb(firstRouteBytes)} | ${firstRouteBytes <= report.firstRouteBudgetBytes ? 'yes' : 'NO'} |`,
    ),
  );
  return lines;
};

/** docs/benchmarks.md's details of a web run. */
export const webBenchSection = (report: WebReport): string =>
  [
    report.cpuSlowdown === DEFAULT_CPU_SLOWDOWN && report.hostSlowdown === 1
      ? '## Web pages in Lighthouse'
      : `## Web pages in Lighthouse on a slower machine: ${report.cpuSlowdown}× CPU slowdown${report.hostSlowdown === 1 ? '' : ` on a host slowed ${report.hostSlowdown}×`}`,
    '',
    "`npm run bench:web`: Debian Chromium, the built shop on a fresh embedded database. The machine is shared: the load average and Lighthouse's benchmarkIndex (its CPU speed measure; higher is faster) are printed beside the figures, and figures of a loaded or slower machine are lower. How the pages are made fast and measured: [web-performance.md](web-performance.md).",
    '',
    ...webReportTables(report),
  ].join('\n');
