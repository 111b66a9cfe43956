import { apiFigureRows, type ApiFigures, type CountedLine } from './api-figure-rows.js';
import { loadAverage, thisMachine, type RunnerReport } from './benchmarks-file.js';
import { importReport } from './import-bench.js';
import type { Measurement } from './measure.js';

export const API_RUNNER = 'api-bench';

export interface ApiRunSettings {
  readonly secondsPerLine: number;
  readonly writes: number;
  readonly redirectRules: number;
  /** When the run started (runDate) and the load average then. */
  readonly startedAt: string;
  readonly loadAtStart: string;
}

/** A line with the answers per status class; a line without a bare line (a write) has no ratio. */
const line = (bare: Measurement | null, { measurement, statements }: CountedLine): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${bare === null ? '—' : (measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${statements} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

const bareLine = (bare: Measurement): string => line(bare, { measurement: bare, statements: 0 });
const TABLE_HEAD = ['| what | req/s | ratio to bare | p50 ms | p99 ms | SQL statements per request | answers |', '|---|---|---|---|---|---|---|'];

/** The api-bench details: how each line is measured and every line measured. */
export const apiDetails = (figures: ApiFigures, settings: ApiRunSettings): string =>
  [
    '## The API on the embedded database',
    '',
    `\`npm run bench\`: autocannon, 50 connections, ${settings.secondsPerLine} s per line after a 3 s warm-up, loopback, in a process of its own; the`,
    'bare NestJS endpoint (50 static items of the product-list shape) is measured again before each table, and ratios use that one:',
    'the load generator shares the cores with the server, and other work on the machine shows in the p99 column first.',
    'Request logs are off (LOG_LEVEL=silent).',
    '',
    '### Catalogue reads',
    '',
    'The statement column counts one warm request (answers are cached per URL until the catalogue version changes). A cold request',
    'costs at most 3 statements (2 for the listing, 3 for a product page), which `test/api/sql-statements.api.test.ts` checks at two',
    'catalogue sizes. How the figures were reached, and the trade-offs: [performance-notes.md](performance-notes.md).',
    '',
    ...TABLE_HEAD,
    bareLine(figures.catalogueBare),
    ...figures.catalogue.map((counted) => line(figures.catalogueBare, counted)),
    '',
    '### Shopping',
    '',
    'The transport price is a read. Each add-to-cart request prices the product and the transport on the server and stores a line',
    '(carts prepared beforehand, 10 lines each); each order request reprices its one-line cart and writes the order, its item, two',
    `outbox emails and the emptied cart in one statement. Each write line is a fixed number of requests (${settings.writes * 2} adds, ${settings.writes} orders)`,
    'after a warm-up of a fifth of that; every request carries its own X-Forwarded-For address, as many visitors would, so the',
    'per-address rate limits do not answer. Their statement column counts one more request of the same kind sent alone after the run.',
    '',
    ...TABLE_HEAD,
    bareLine(figures.shoppingBare),
    line(figures.shoppingBare, figures.transportPrice),
    line(null, figures.addToCart),
    line(null, figures.placeOrder),
    '',
    '### Redirects',
    '',
    `Every page request (not /api, not /media) first looks its path up in the active rules: lines with no rules and with ${settings.redirectRules.toLocaleString('en')}`,
    'active rules (inserted in one statement; the rule table is read once per version and kept in memory as an index).',
    'The unmatched page answers 404 here because this run serves no built web client.',
    '',
    ...TABLE_HEAD,
    bareLine(figures.redirectBare),
    ...figures.redirects.map((counted) => line(figures.redirectBare, counted)),
    '',
    ...importReport(figures.imports),
  ]
    .join('\n')
    .trimEnd();

export const apiReport = (figures: ApiFigures, settings: ApiRunSettings): RunnerReport => ({
  run: {
    runner: API_RUNNER,
    command: 'npm run bench',
    date: settings.startedAt,
    machine: thisMachine(),
    database: 'embedded PGlite',
    loadAtStart: settings.loadAtStart,
    note: `load average at the end ${loadAverage()}`,
  },
  rows: apiFigureRows(figures),
  details: apiDetails(figures, settings),
});
