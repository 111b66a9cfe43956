import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadAverage, runDate, thisMachine, type RunnerReport } from './benchmarks-file.js';
import { count, range, ratio } from './figure-text.js';
import type { FigureRow } from './figures-table.js';
import { measure, type Measurement } from './measure.js';
import { medianMeasurement } from './median-measurement.js';

/** Each line is measured this many times and reported as the medians: one run moves with whatever else the two cores did in it. */
export const PAGE_RUNS = 3;

const medianOf = async (run: () => Promise<Measurement>): Promise<Measurement> => {
  const runs: Measurement[] = [];
  for (let index = 0; index < PAGE_RUNS; index += 1) runs.push(await run());
  return medianMeasurement(runs);
};

/** The runner key of this measurement in docs/benchmarks.md (its rows and its details section). */
export const PAGES_SECTION = 'pages-bench';
/** Target: each page at least this many times the bare line. */
const PAGE_TARGET = 1.5;

const cpuMs = (measurement: Measurement): string => (measurement.serverCpuMsPerAnswer === null ? '—' : measurement.serverCpuMsPerAnswer.toFixed(3));

/** How many answers the server gives per CPU second compared with the bare line (the inverse ratio of CPU per answer). */
const capacity = (measurement: Measurement, bare: Measurement): number | null =>
  measurement.serverCpuMsPerAnswer === null || bare.serverCpuMsPerAnswer === null ? null : bare.serverCpuMsPerAnswer / measurement.serverCpuMsPerAnswer;
const capacityRatio = (measurement: Measurement, bare: Measurement): string => capacity(measurement, bare)?.toFixed(2) ?? '—';
const rateRatio = (measurement: Measurement, bare: Measurement): number => measurement.requestsPerSecond / bare.requestsPerSecond;

const row = (measurement: Measurement, bare: Measurement): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${(measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${cpuMs(measurement)} | ${capacityRatio(measurement, bare)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

/** Whether the shop at hand renders its pages (the web and its render bundle are built). */
export const pagesAreRendered = (webDistDir: string): boolean => existsSync(join(webDistDir, 'index.html')) && existsSync(join(webDistDir, '..', 'web-server', 'entry-server.js'));

/** What a browser sends with a page request that decides the answer's bytes: it takes compressed pages. */
export const BROWSER_PAGE_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br' };

/** The pages' row of the current figures: req/s and capacity against the bare line, each line the median of its runs. */
export const pagesFigureRows = (bare: Measurement, pages: readonly Measurement[]): FigureRow[] => {
  const cpu = pages.flatMap((page) => (page.serverCpuMsPerAnswer === null ? [] : [page.serverCpuMsPerAnswer]));
  const capacities = pages.flatMap((page) => capacity(page, bare) ?? []);
  return [
    {
      id: 'rendered-pages',
      what: 'pages rendered on the server and kept (home, listing, a product, FAQ, blog), as browsers ask them (br)',
      target: `≥ ${PAGE_TARGET} × the bare NestJS line`,
      figure:
        `${range(pages.map((page) => rateRatio(page, bare)), ratio)} × the bare line in req/s (${range(pages.map((page) => page.requestsPerSecond), count)} against ${count(bare.requestsPerSecond)}); ` +
        `server CPU ${range(cpu, (value) => value.toFixed(3))} ms an answer against ${bare.serverCpuMsPerAnswer?.toFixed(3) ?? '—'} (capacity ${range(capacities, ratio)} ×); ` +
        `p99 ${range(pages.map((page) => page.p99Ms))} ms; each line the median of ${PAGE_RUNS} runs`,
      // Where the load generator cannot parse the pages as fast as the server sends them, the capacity ratio is the server's.
      met: pages.every((page) => page.errors === 0 && (rateRatio(page, bare) >= PAGE_TARGET || (capacity(page, bare) ?? 0) >= PAGE_TARGET)),
    },
  ];
};

const PAGES_DETAILS_HEAD = [
  '## Pages rendered on the server',
  '',
  'The bare endpoint is measured again just before these lines (no request headers, as always). Every public page',
  'is rendered on the server (React, with its data) and its answer kept per URL until the catalogue or content version moves.',
  'After its first answer a page is fixed bytes (its stylesheet admitted by a CSP hash, not a per-answer nonce) sent ahead of',
  'the middleware chain with the headers of that first answer, an ETag and a brotli variant compressed once (gzip until it is',
  'ready), as the catalogue answers are. Pages are requested as a browser requests them: `Accept-Encoding: gzip, deflate, br`.',
  `Every line (the bare one too) is run ${PAGE_RUNS} times and shows each figure's median; every run's p99 is named.`,
  `Target: each page ≥ ${PAGE_TARGET} × the bare line. On a loaded two-core machine the load generator and the server fight for the cores.`,
  'A page answer is 3–4 times the bytes of the bare answer (about 24 kB of brotli against 7 kB of JSON), so where the load generator',
  "cannot parse them as fast as the server sends them, req/s measures the generator: the server's CPU time per answer in the measured",
  "run (this process's, where the shop and the bare app run; the generator is a process of its own) says what an answer costs the",
  "server, and its ratio to the bare line's is the capacity ratio.",
  '',
  '| what | req/s | ratio to bare | server CPU ms per answer | capacity ratio to bare | p50 ms | p99 ms | answers |',
  '|---|---|---|---|---|---|---|---|',
];

/** The pages' details section: every line measured. */
export const pagesDetails = (bare: Measurement, pages: readonly Measurement[]): string => [...PAGES_DETAILS_HEAD, row(bare, bare), ...pages.map((page) => row(page, bare))].join('\n');

/**
 * The storefront pages rendered on the server, against the bare NestJS endpoint measured just before
 * (requested as it always was, without headers): each page is kept per URL and catalogue/content version and, after
 * its first answer, sent ahead of the middleware as fixed bytes, compressed once. Pages are requested as browsers
 * request them (Accept-Encoding: gzip, deflate, br).
 */
export const measurePages = async (base: string, productSlug: string, measureBare: () => Promise<Measurement>, seconds: number): Promise<RunnerReport> => {
  const loadAtStart = loadAverage();
  const startedAt = runDate();
  const bare = await medianOf(measureBare);
  const paths = ['/nl', '/nl/container', `/nl/container/${productSlug}`, '/en/faq', '/de/blog'];
  const pages: Measurement[] = [];
  for (const path of paths) pages.push(await medianOf(() => measure(`GET ${path} (rendered page, br)`, [base + path], seconds, BROWSER_PAGE_HEADERS)));
  return {
    run: {
      runner: PAGES_SECTION,
      command: 'BENCH_ONLY=pages npm run bench (after npm run build), or the whole npm run bench',
      date: startedAt,
      machine: thisMachine(),
      database: 'embedded PGlite',
      loadAtStart,
      note: `load average at the end ${loadAverage()}`,
    },
    rows: pagesFigureRows(bare, pages),
    details: pagesDetails(bare, pages),
  };
};
