import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measure, type Measurement } from './measure.js';
import { medianMeasurement } from './median-measurement.js';

/** Each line is measured this many times and reported as the medians: one run moves with whatever else the two cores did in it. */
export const PAGE_RUNS = 3;

const medianOf = async (run: () => Promise<Measurement>): Promise<Measurement> => {
  const runs: Measurement[] = [];
  for (let index = 0; index < PAGE_RUNS; index += 1) runs.push(await run());
  return medianMeasurement(runs);
};

/** The report section this runner writes in docs/benchmarks.md. */
export const PAGES_SECTION = 'pages-bench';

const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

const cpuMs = (measurement: Measurement): string => (measurement.serverCpuMsPerAnswer === null ? '—' : measurement.serverCpuMsPerAnswer.toFixed(3));

/** How many answers the server gives per CPU second compared with the bare line (the inverse ratio of CPU per answer). */
const capacityRatio = (measurement: Measurement, bare: Measurement): string =>
  measurement.serverCpuMsPerAnswer === null || bare.serverCpuMsPerAnswer === null ? '—' : (bare.serverCpuMsPerAnswer / measurement.serverCpuMsPerAnswer).toFixed(2);

const row = (measurement: Measurement, bare: Measurement): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${(measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${cpuMs(measurement)} | ${capacityRatio(measurement, bare)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

/** Whether the shop at hand renders its pages (the web and its render bundle are built). */
export const pagesAreRendered = (webDistDir: string): boolean => existsSync(join(webDistDir, 'index.html')) && existsSync(join(webDistDir, '..', 'web-server', 'entry-server.js'));

/** What a browser sends with a page request that decides the answer's bytes: it takes compressed pages. */
export const BROWSER_PAGE_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The storefront pages rendered on the server (issue 18), against the bare NestJS endpoint measured just before
 * (requested as it always was, without headers): each page is kept per URL and catalogue/content version and, after
 * its first answer, sent ahead of the middleware as fixed bytes, compressed once. Pages are requested as browsers
 * request them (Accept-Encoding: gzip, deflate, br). Target: each page line ≥ 1.5 × the bare line.
 */
export const measurePages = async (base: string, productSlug: string, measureBare: () => Promise<Measurement>, seconds: number): Promise<string> => {
  const loadAtStart = load();
  const bare = await medianOf(measureBare);
  const paths = ['/nl', '/nl/container', `/nl/container/${productSlug}`, '/en/faq', '/de/blog'];
  const lines = [row(bare, bare)];
  for (const path of paths) lines.push(row(await medianOf(() => measure(`GET ${path} (rendered page, br)`, [base + path], seconds, BROWSER_PAGE_HEADERS)), bare));
  return [
    '## Pages rendered on the server (issue 18)',
    '',
    'Same run; the bare endpoint is measured again just before this section (no request headers, as always). Every public page',
    'is rendered on the server (React, with its data) and its answer kept per URL until the catalogue or content version moves.',
    'After its first answer a page is fixed bytes (its stylesheet admitted by a CSP hash, not a per-answer nonce) sent ahead of',
    'the middleware chain with the headers of that first answer, an ETag and a brotli variant compressed once (gzip until it is',
    'ready), as the catalogue answers are. Pages are requested as a browser requests them: `Accept-Encoding: gzip, deflate, br`.',
    `Every line (the bare one too) is run ${PAGE_RUNS} times and shows each figure's median; every run's p99 is named.`,
    `Target: each page ≥ 1.5 × the bare line. Load average (1 / 5 / 15 min) at the start ${loadAtStart}, at the end ${load()}: on a loaded`,
    'two-core machine the load generator and the server fight for the cores. A page answer is 3–4 times the bytes of the bare',
    "answer (about 24 kB of brotli against 7 kB of JSON), so where the load generator cannot parse them as fast as the server",
    "sends them, req/s measures the generator: the server's CPU time per answer in the measured run (this process's, where the",
    'shop and the bare app run; the generator is a process of its own) says what an answer costs the server, and its ratio to',
    "the bare line's is the capacity ratio.",
    '',
    '| what | req/s | ratio to bare | server CPU ms per answer | capacity ratio to bare | p50 ms | p99 ms | answers |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
};
