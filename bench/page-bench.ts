import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { measure, type Measurement } from './measure.js';

/** The report section this runner writes in docs/benchmarks.md. */
export const PAGES_SECTION = 'pages-bench';

const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

const row = (measurement: Measurement, bare: Measurement): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${(measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

/** Whether the shop at hand renders its pages (the web and its render bundle are built). */
export const pagesAreRendered = (webDistDir: string): boolean => existsSync(join(webDistDir, 'index.html')) && existsSync(join(webDistDir, '..', 'web-server', 'entry-server.js'));

/**
 * The storefront pages rendered on the server (issue 18), against the bare NestJS endpoint measured just before:
 * each page is kept per URL and catalogue/content version, so after the first render a page costs a cached answer
 * with its own CSP nonce. Target: each page line ≥ 1.5 × the bare line.
 */
export const measurePages = async (base: string, productSlug: string, measureBare: () => Promise<Measurement>, seconds: number): Promise<string> => {
  const loadAtStart = load();
  const bare = await measureBare();
  const paths = ['/nl', '/nl/container', `/nl/container/${productSlug}`, '/en/faq', '/de/blog'];
  const lines = [row(bare, bare)];
  for (const path of paths) lines.push(row(await measure(`GET ${path} (rendered page)`, [base + path], seconds), bare));
  return [
    '## Pages rendered on the server (issue 18)',
    '',
    'Same run; the bare endpoint is measured again just before this section. Every public page is rendered on the server',
    '(React, with its data) and its answer kept per URL until the catalogue or content version moves, so after the first',
    'request a page costs a cached answer with a fresh CSP nonce put in (no compression: the load generator asks for none).',
    `Target: each page ≥ 1.5 × the bare line. Load average (1 / 5 / 15 min) at the start ${loadAtStart}, at the end ${load()}: on a loaded`,
    'two-core machine the load generator and the server fight for the cores, and the larger pages (home, listing: 100–140 kB each) suffer most.',
    '',
    '| what | req/s | ratio to bare | p50 ms | p99 ms | answers |',
    '|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
};
