import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { isStartTextFile } from '../domain/language/text-files.js';
import { BENCHMARKS_FILE as BENCHMARKS, writeReports } from './benchmarks-file.js';
import { cpuSlowdown, hostSlowdown, runCount, selectPages } from './web/bench-pages.js';
import { demoPages, type BenchPage } from './web/demo-pages.js';
import { firstRouteSizes } from './web/first-route-js.js';
import { runLighthouse, type LighthouseRunOptions } from './web/lighthouse-run.js';
import { readScores, type LighthouseScores } from './web/lighthouse-scores.js';
import { readMainThreadTime, type MainThreadTime } from './web/main-thread-time.js';
import { median, medianMainThreadTime, medianOfRuns } from './web/median-run.js';
import { PAGE_MODULES } from './web/page-modules.js';
import { startBuiltShop } from './web/start-built-shop.js';
import type { PageResult } from './web/web-report.js';
import { webRunnerReport } from './web/web-runner-report.js';
import { checkTargets } from './web/web-targets.js';

const WEB_DIST = join(process.cwd(), 'dist', 'web');
const FIRST_ROUTE_BUDGET = 130 * 1024;
const PAGES = selectPages(process.env['BENCH_WEB_PAGES']);
/** Throttled Lighthouse runs per page; each figure's median is reported. */
const RUNS = runCount('BENCH_WEB_RUNS', process.env['BENCH_WEB_RUNS'], 5);
/** Unthrottled runs per page for the main-thread time. */
const UNTHROTTLED_RUNS = runCount('BENCH_WEB_UNTHROTTLED_RUNS', process.env['BENCH_WEB_UNTHROTTLED_RUNS'], 3);
const CPU_SLOWDOWN = cpuSlowdown(process.env['BENCH_WEB_CPU_SLOWDOWN']);
/** The measured tab's own CPU slowdown under the throttled runs (the unthrottled main-thread time stays the machine's own). */
const HOST_SLOWDOWN = hostSlowdown(process.env['BENCH_WEB_HOST_SLOWDOWN']);

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');

const firstRouteBytes = (page: BenchPage): number | null => {
  try {
    return firstRouteSizes(WEB_DIST, { [page.name]: PAGE_MODULES[page.name] }, 'nl', isStartTextFile)[0]?.codeBytes ?? null;
  } catch {
    return null;
  }
};

const ATTEMPTS = 3;

/** One unthrottled run's main-thread time; a run Lighthouse could not trace is tried again, then given up (null) instead of ending the whole measurement. */
const unthrottledTime = async (url: string, options: Pick<LighthouseRunOptions, 'cookies' | 'expectErrorStatus'>): Promise<MainThreadTime | null> => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return readMainThreadTime(await runLighthouse(url, { ...options, throttled: false, performanceOnly: true }));
    } catch (error) {
      console.log(`  unthrottled run not measured (attempt ${attempt} of ${ATTEMPTS}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return null;
};

/** A throttled run; a run that fails outright counts as one Lighthouse could not score. */
const throttledScores = async (url: string, options: Pick<LighthouseRunOptions, 'cookies' | 'expectErrorStatus'>): Promise<LighthouseScores> => {
  try {
    return readScores(await runLighthouse(url, { ...options, throttled: true, performanceOnly: false, cpuSlowdown: CPU_SLOWDOWN, hostSlowdown: HOST_SLOWDOWN }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`  run failed: ${reason}`);
    return { performance: 0, accessibility: 0, bestPractices: 0, seo: 0, lcpMs: 0, tbtMs: 0, cls: 0, benchmarkIndex: 0, failedAudits: [], runError: reason };
  }
};

const measurePage = async (baseUrl: string, page: BenchPage): Promise<PageResult & { readonly allRuns: readonly LighthouseScores[] }> => {
  const loadAtStart = loadAverage().split(' ')[0] ?? '';
  const url = `${baseUrl}${page.path}`;
  const options = { cookies: page.cookies, expectErrorStatus: page.expectErrorStatus };
  const started = Date.now();
  const allRuns: LighthouseScores[] = [];
  for (let run = 0; run < RUNS; run += 1) allRuns.push(await throttledScores(url, options));
  const times: MainThreadTime[] = [];
  for (let run = 0; run < UNTHROTTLED_RUNS; run += 1) {
    const time = await unthrottledTime(url, options);
    if (time !== null) times.push(time);
  }
  const medians = medianOfRuns(allRuns);
  const checks = checkTargets(medians, page.acceptedFailures);
  const mainThread = times.length === 0 ? null : medianMainThreadTime(times);
  console.log(
    `${page.name} ${page.path}: performance ${medians.performance} (runs ${medians.performanceOfEachRun.join(', ')}), LCP ${Math.round(medians.lcpMs)} ms, TBT ${Math.round(medians.tbtMs)} ms, CLS ${medians.cls.toFixed(3)}, ` +
      `accessibility ${medians.accessibility}, best practices ${medians.bestPractices}, SEO ${medians.seo}, benchmarkIndex ${Math.round(medians.benchmarkIndex)}, load ${loadAtStart}, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (mainThread !== null) console.log(`  unthrottled main thread: script ${Math.round(mainThread.scriptEvaluationMs)} ms + style & layout ${Math.round(mainThread.styleLayoutMs)} ms = ${Math.round(mainThread.scriptAndLayoutMs)} ms, all main-thread work ${Math.round(mainThread.allWorkMs)} ms, longest task ${Math.round(mainThread.longestTaskMs)} ms, ${mainThread.longTaskCount} long tasks`);
  console.log(`  ${checks.map((check) => `${check.pass ? 'PASS' : 'FAIL'} ${check.target}`).join(' | ')}`);
  return { page, medians, mainThread, checks, loadAtStart, firstRouteBytes: firstRouteBytes(page), allRuns };
};

const main = async (): Promise<void> => {
  if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) throw new Error('Build first: npm run build');
  const textBytes = firstRouteSizes(WEB_DIST, { home: PAGE_MODULES.home }, 'nl', isStartTextFile)[0]?.catalogBytes ?? 0;
  const loadBefore = loadAverage();
  console.log(`load average before: ${loadBefore}; ${PAGES.length} pages × ${RUNS} runs at ${CPU_SLOWDOWN}× CPU slowdown${HOST_SLOWDOWN === 1 ? '' : ` on a host slowed ${HOST_SLOWDOWN}×`} (+ ${UNTHROTTLED_RUNS} unthrottled)`);
  const shop = await startBuiltShop(4090);
  const results: (PageResult & { readonly allRuns: readonly LighthouseScores[] })[] = [];
  try {
    for (const page of await demoPages(shop.baseUrl, PAGES)) results.push(await measurePage(shop.baseUrl, page));
  } finally {
    await shop.stop();
  }
  const loadAfter = loadAverage();
  const indexes = results.flatMap((result) => result.allRuns.filter((run) => run.runError === null).map((run) => run.benchmarkIndex));
  const report = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    runs: RUNS,
    cpuSlowdown: CPU_SLOWDOWN,
    hostSlowdown: HOST_SLOWDOWN,
    unthrottledRuns: UNTHROTTLED_RUNS,
    loadBefore,
    loadAfter,
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
    firstRouteBudgetBytes: FIRST_ROUTE_BUDGET,
    textBytes,
    results,
  };
  console.log(`load average after: ${loadAfter}; benchmarkIndex median ${Math.round(report.benchmarkIndex.median)} (${Math.round(report.benchmarkIndex.min)}–${Math.round(report.benchmarkIndex.max)})`);
  const overBudget = results.filter((result) => result.firstRouteBytes !== null && result.firstRouteBytes > FIRST_ROUTE_BUDGET).map((result) => result.page.name);
  console.log(overBudget.length === 0 ? 'PASS first-route JavaScript ≤ 130 kB gzip on every page' : `FAIL first-route JavaScript over 130 kB gzip: ${overBudget.join(', ')}`);
  writeReports([webRunnerReport(report)], BENCHMARKS);
  console.log(`Written to ${BENCHMARKS}`);
};

await main();
