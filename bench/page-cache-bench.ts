import { loadAverage, runDate, thisMachine, type RunnerReport } from './benchmarks-file.js';
import type { FigureRow } from './figures-table.js';
import { measureEach, type Measurement } from './measure.js';
import { medianMeasurement } from './median-measurement.js';
import { BROWSER_PAGE_HEADERS, PAGE_RUNS } from './page-bench.js';

/** The runner key of this measurement in docs/benchmarks.md (its rows and its details section). */
export const PAGE_CACHE_SECTION = 'page-cache-bench';

/** The page an ad click lands on, and how many requests a line sends (after a warm-up of a fifth of that). */
const PAGE = '/nl/container';
const REQUESTS = 1_000;
const WARM_UP = REQUESTS / 5;
/** Target: a thousand distinct ad clicks cost the server at most 1.5 × a thousand identical requests. */
const TARGET_RATIO = 1.5;

const cpuMs = (measurement: Measurement): number => measurement.serverCpuMsPerAnswer ?? Number.NaN;

const row = (measurement: Measurement): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${cpuMs(measurement).toFixed(3)} | ${(cpuMs(measurement) * REQUESTS).toFixed(0)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

/** The page cache's row of the current figures: the distinct clicks' server CPU against the identical requests'. */
export const pageCacheFigureRows = (same: Measurement, spread: Measurement): FigureRow[] => {
  const ratio = cpuMs(spread) / cpuMs(same);
  return [
    {
      id: 'ad-clicks',
      what: `${REQUESTS.toLocaleString('en')} ad clicks on ${PAGE}, each with a gclid of its own, against ${REQUESTS.toLocaleString('en')} identical requests`,
      target: `server CPU ≤ ${TARGET_RATIO} × the identical requests'`,
      figure: `${ratio.toFixed(2)} × (${cpuMs(spread).toFixed(3)} against ${cpuMs(same).toFixed(3)} ms an answer); medians of ${PAGE_RUNS} alternating runs`,
      met: ratio <= TARGET_RATIO && spread.errors === 0 && same.errors === 0,
    },
  ];
};

/** The page cache's details section. */
export const pageCacheDetails = (same: Measurement, spread: Measurement): string =>
  [
    '## Ad clicks and the page cache',
    '',
    `\`BENCH_ONLY=page-cache npm run bench\` (after \`npm run build\`), or the whole run. ${REQUESTS.toLocaleString('en')} requests to \`${PAGE}\` with a \`gclid\` of their own each (every ad click's URL differs), against`,
    `${REQUESTS.toLocaleString('en')} identical ones; each line after a warm-up of`,
    `${WARM_UP} requests of its kind, 50 connections, \`Accept-Encoding: gzip, deflate, br\`. A page is kept under the parameters it`,
    'reads (docs/web-performance.md, "The page cache"), so the clicks are the one kept answer. The lines alternate,',
    `${PAGE_RUNS} runs each, and show each figure's median; server CPU is the shop process's over the measured run.`,
    `Target: the distinct clicks cost at most ${TARGET_RATIO} × the server CPU of the identical requests.`,
    "req/s and p99 move with other work on the machine; the CPU time per answer, and so the ratio, far less.",
    '',
    `| what | req/s | server CPU ms per answer | server CPU ms per ${REQUESTS.toLocaleString('en')} | p50 ms | p99 ms | answers |`,
    '|---|---|---|---|---|---|---|',
    row(same),
    row(spread),
    '',
    `Server CPU of the distinct clicks to the identical requests: **${(cpuMs(spread) / cpuMs(same)).toFixed(2)}** (target ≤ ${TARGET_RATIO}).`,
  ].join('\n');

/**
 * Ad traffic against the page cache: 1,000 requests to one page, each with a `gclid` of its
 * own, against 1,000 identical ones, as browsers send them. The server's CPU time is this process's
 * (the shop's) over each measured run; the lines alternate, three runs each, and show medians.
 */
export const measurePageCache = async (base: string): Promise<RunnerReport> => {
  const loadAtStart = loadAverage();
  const startedAt = runDate();
  const { origin } = new URL(base);
  // The page's first render, kept before anything is measured.
  await (await fetch(base + PAGE, { headers: BROWSER_PAGE_HEADERS })).arrayBuffer();
  const identical: Measurement[] = [];
  const distinct: Measurement[] = [];
  let click = 0;
  const each = (path: () => string) => () => ({ method: 'GET' as const, path: path(), headers: BROWSER_PAGE_HEADERS });
  for (let run = 0; run < PAGE_RUNS; run += 1) {
    identical.push(await measureEach(`GET ${PAGE}?gclid=same, ${REQUESTS.toLocaleString('en')} identical requests`, origin, each(() => `${PAGE}?gclid=same`), { warmUpAmount: WARM_UP, amount: REQUESTS }));
    distinct.push(
      await measureEach(`GET ${PAGE}?gclid=…, ${REQUESTS.toLocaleString('en')} requests with a gclid each`, origin, each(() => `${PAGE}?gclid=EAIaIQobChMI${(click += 1)}`), {
        warmUpAmount: WARM_UP,
        amount: REQUESTS,
      }),
    );
  }
  const same = medianMeasurement(identical);
  const spread = medianMeasurement(distinct);
  return {
    run: {
      runner: PAGE_CACHE_SECTION,
      command: 'BENCH_ONLY=page-cache npm run bench (after npm run build), or the whole npm run bench',
      date: startedAt,
      machine: thisMachine(),
      database: 'embedded PGlite',
      loadAtStart,
      note: `load average at the end ${loadAverage()}`,
    },
    rows: pageCacheFigureRows(same, spread),
    details: pageCacheDetails(same, spread),
  };
};
