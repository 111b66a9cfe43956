import 'reflect-metadata';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { CountingSqlLogger } from '../adapters/persistence/counting-sql-logger.js';
import { createHttpApp } from '../api/http/create-http-app.js';
import { startBareNestApp } from './bare-nest-app.js';
import { measure, type Measurement } from './measure.js';
import { growCatalogue } from './grow-catalogue.js';
import { importReport, measureImports } from './import-bench.js';
import { benchAddToCart, benchPlaceOrder } from './write-bench.js';
import { insertRedirectRules } from './redirect-bench.js';
import { measureOnPostgres, type PostgresLine } from './postgres-bench.js';
import { otherSections, withSection } from './report-sections.js';
import { measurePages, pagesAreRendered, PAGES_SECTION } from './page-bench.js';
import { measurePageCache, PAGE_CACHE_SECTION } from './page-cache-bench.js';
import { measureRentalBilling, RENTAL_SECTION } from './rental-bench.js';

const API_PORT = 3901;
const BARE_PORT = 3902;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
/** Requests measured per write line (each needs a cart prepared before the run). */
const WRITES = Number(process.env['BENCH_WRITES'] ?? 2000);
const REDIRECT_RULES = 10_000;
const TRANSPORT_PRICE = '/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=3';
/** A page path no rule matches: every page request pays the rule lookup before routing. */
const UNMATCHED_PAGE = '/nl/no-rule-for-this-page';

const row = (measurement: Measurement, bare: Measurement, statements: number | string): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${(measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${statements} | ${measurement.errors + measurement.non2xx} |`;

/** Set to a PostgreSQL URL (a database of its own: it is emptied) to measure the shopping lines on the real server too. */
const BENCH_DATABASE_URL = process.env['BENCH_DATABASE_URL'] ?? '';

export const postgresSection = (lines: readonly PostgresLine[], loadAtStart: string): string =>
  [
    '## Shopping API on the real PostgreSQL server (issue 19)',
    '',
    `Run with \`BENCH_DATABASE_URL=postgres://… npm run bench\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL on the same machine (loopback), the same`,
    'requests as the shopping lines above (one X-Forwarded-For address per write request), first one instance, then two instances of the',
    'shop on the one database behind a round-robin loopback balancer (bench/loopback-balancer.ts). Statements are counted on every',
    `instance together. The load generator, the instances, the balancer and PostgreSQL share the machine's ${cpus().length} cores; load average at`,
    `the start of the whole run ${loadAtStart}, now ${load()}.`,
    'Targets, one instance: place order ≥ 300 per second with p99 ≤ 150 ms, also when every order reserves a container unit (issue 32);',
    'add to cart ≥ 400 per second with p99 ≤ 100 ms; reads as above. The order lines come twice, on the same product: without units (its',
    'stock the hand-set flag, as the demo has it), and with an available container unit for every order of the line (inserted and analyzed before it,',
    'as `units import` does, ISO 6346 numbers of the owner code BNC, bench/unit-stocking.ts), so that each order reserves one unit (docs/units.md, "Reservations").',
    'A write line without a rate sends as fast as the shop answers over 50 connections: its req/s is the capacity, and its p50/p99 are',
    'mostly the wait in that queue (50 requests in flight / req/s). A line "sent at N/s" offers the target rate for 10 s from a paced',
    'generator (bench/paced-load.ts): request i is due at start + i × 1000 / N ms, evenly spread, sent whether or not earlier ones were',
    'answered, over at most 50 kept-alive connections; each latency runs from the due time, so a wait for a free connection counts too.',
    "Each such line is run five times and shows each figure's median (every run's p99 is named): one 10-second run's p99 follows",
    'whatever else the machine did in it (a checkpoint, the setup of thousands of carts and units). The database starts emptied, seeded',
    "with the demo and analyzed, as autovacuum would do after such a load (this machine's PostgreSQL runs without it). The order",
    'statements are named prepared statements on a PostgreSQL server (adapters/persistence/prepared-statements.ts). Each instance',
    'keeps DATABASE_POOL_SIZE connections (20 by default).',
    '',
    '| instances | what | req/s | p50 ms | p99 ms | SQL statements per request | answers |',
    '|---|---|---|---|---|---|---|',
    ...lines.map(
      (line) =>
        `| ${line.instances} | ${line.measurement.label} | ${line.measurement.requestsPerSecond} | ${line.measurement.p50Ms} | ${line.measurement.p99Ms} | ${line.statements} | ${line.measurement.statuses}${line.measurement.errors > 0 ? `, ${line.measurement.errors} errors` : ''} |`,
    ),
  ].join('\n');

/** A line with the answers per status class; writes have no ratio target, so their ratio is left out. */
const shoppingRow =
  (bare: Measurement | null) =>
  (measurement: Measurement, statements: number | string): string =>
    `| ${measurement.label} | ${measurement.requestsPerSecond} | ${bare === null ? '—' : (measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${statements} | ${measurement.statuses}${measurement.errors > 0 ? `, ${measurement.errors} errors` : ''} |`;

const load = (): string => loadavg().map((value) => value.toFixed(1)).join(' / ');

const main = async (): Promise<void> => {
  const loadAtStart = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const sql = new CountingSqlLogger();
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(API_PORT) }, process.cwd());
  const shop = await createShop(config, { sqlLogger: sql });
  await shop.seed.demo();
  const app = await createHttpApp(shop);
  await app.listen(API_PORT, '127.0.0.1');
  const bareApp = await startBareNestApp(BARE_PORT);
  const base = `http://127.0.0.1:${API_PORT}`;

  const statementsOf = async (path: string, expectedStatus = 200): Promise<number> => {
    await fetch(base + path, { redirect: 'manual' }); // warm the listing cache
    return sql.countDuring(async () => {
      const response = await fetch(base + path, { redirect: 'manual' });
      if (response.status !== expectedStatus) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    });
  };
  const firstSlug = async (): Promise<string> => {
    const body = (await (await fetch(`${base}/api/products?lang=nl&pageSize=1`)).json()) as { items: { slug: string }[] };
    const slug = body.items[0]?.slug;
    if (slug === undefined) throw new Error('empty catalogue');
    return slug;
  };

  const bareUrl = [`http://127.0.0.1:${BARE_PORT}/bare/products`];
  // The bare endpoint is measured again before each section: on a shared machine the load drifts during the run.
  const measureBare = (): Promise<Measurement> => measure('bare NestJS, static 50 items (measured before this section)', bareUrl, SECONDS);
  const count = (work: () => Promise<unknown>): Promise<number> => sql.countDuring(work);

  const shoppingBare = await measureBare();
  const shopping = [
    shoppingRow(shoppingBare)(shoppingBare, 0),
    shoppingRow(shoppingBare)(await measure(`GET ${TRANSPORT_PRICE}`, [base + TRANSPORT_PRICE], SECONDS), await statementsOf(TRANSPORT_PRICE)),
  ];
  for (const write of [await benchAddToCart(shop, base, WRITES * 2, count), await benchPlaceOrder(shop, base, WRITES, count, { reserveUnits: false })]) {
    shopping.push(shoppingRow(null)(write.measurement, write.statements));
  }
  const redirectBare = await measureBare();
  const redirects = [
    shoppingRow(redirectBare)(redirectBare, 0),
    shoppingRow(redirectBare)(await measure(`GET ${UNMATCHED_PAGE} (0 rules)`, [base + UNMATCHED_PAGE], SECONDS), await statementsOf(UNMATCHED_PAGE, 404)),
  ];
  await insertRedirectRules(shop.database.dataSource, REDIRECT_RULES);
  redirects.push(
    shoppingRow(redirectBare)(await measure(`GET ${UNMATCHED_PAGE} (${REDIRECT_RULES.toLocaleString('en')} active rules, none matches)`, [base + UNMATCHED_PAGE], SECONDS), await statementsOf(UNMATCHED_PAGE, 404)),
    shoppingRow(redirectBare)(await measure(`GET /old/page-5000 → 301 (${REDIRECT_RULES.toLocaleString('en')} active rules)`, [`${base}/old/page-5000`], SECONDS), await statementsOf('/old/page-5000', 301)),
  );

  const pages = pagesAreRendered(config.webDistDir) ? await measurePages(base, await firstSlug(), measureBare, SECONDS) : null;
  const pageCache = pagesAreRendered(config.webDistDir) ? await measurePageCache(base) : null;

  const lines: string[] = [];
  const bare = await measureBare();
  lines.push(row(bare, bare, 0));
  for (const size of [50, 500, 5000]) {
    await growCatalogue(shop.database.dataSource, size);
    const list = `/api/products?lang=nl&pageSize=50`;
    const detail = `/api/products/${await firstSlug()}?lang=nl`;
    lines.push(row(await measure(`GET ${list} (${size} products)`, [base + list], SECONDS), bare, await statementsOf(list)));
    lines.push(row(await measure(`GET /api/products/{slug} (${size} products)`, [base + detail], SECONDS), bare, await statementsOf(detail)));
  }

  await app.close();
  await bareApp.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });

  const report = [
    '# Benchmarks',
    '',
    `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, embedded PGlite database.`,
    `autocannon, 50 connections, ${SECONDS} s per line, loopback, in a process of its own; the bare NestJS endpoint is measured in the same run.`,
    `Load average (1 / 5 / 15 min) at the start ${loadAtStart}, at the end ${load()}: the load generator shares the two cores with the server, and other`,
    'work on the machine shows in the p99 column first. Compare lines within one run; ratios use the bare line measured in the same section.',
    '',
    '## Catalogue API',
    '',
    'Targets (issue 3): ratio ≥ 0.8 of the bare endpoint, p99 ≤ 30 ms, ≤ 3 SQL statements per request, flat from 50 to 5,000 products.',
    'The bare endpoint answers 50 static items of the product-list shape. Each line is measured after a 3 s warm-up; the statement',
    'column counts one warm request (answers are cached per URL until the catalogue version changes). A cold request costs at most',
    '3 statements (2 for the listing, 3 for a product page), which `test/api/sql-statements.api.test.ts` checks at two catalogue sizes.',
    'Request logs are off (LOG_LEVEL=silent) in this run.',
    '',
    '| what | req/s | ratio to bare | p50 ms | p99 ms | SQL statements per request | errors |',
    '|---|---|---|---|---|---|---|',
    ...lines,
    '',
    'How the figures were reached, and the trade-offs: [performance-notes.md](performance-notes.md).',
    '',
    '## Shopping API (issue 10)',
    '',
    'Same run; the bare endpoint is measured again just before this section. The transport price is a read (targets as above).',
    'Writes have no ratio target: each add-to-cart',
    'request prices the product and the transport on the server and stores a line (carts prepared beforehand, 10 lines each); each',
    'order request reprices its one-line cart and writes the order, its item, two outbox emails and the emptied cart in one',
    `statement. Each write line is a fixed number of requests (${WRITES * 2} adds, ${WRITES} orders) after a warm-up of a fifth of that;`,
    'every request carries its own X-Forwarded-For address, as many visitors would, so the per-address rate limits do not answer.',
    'Their statement column counts one more request of the same kind sent alone after the run.',
    '',
    '| what | req/s | ratio to bare | p50 ms | p99 ms | SQL statements per request | answers |',
    '|---|---|---|---|---|---|---|',
    ...shopping,
    '',
    '## Redirects (issue 10)',
    '',
    `Every page request (not /api, not /media) first looks its path up in the active rules. The bare endpoint is measured again first; then lines with no rules and with ${REDIRECT_RULES.toLocaleString('en')}`,
    'active rules (inserted in one statement; the rule table is read once per version and kept in memory as an index).',
    'The unmatched page answers 404 here because this run serves no built web client.',
    '',
    '| what | req/s | ratio to bare | p50 ms | p99 ms | SQL statements per request | answers |',
    '|---|---|---|---|---|---|---|',
    ...redirects,
    '',
    ...importReport(measureImports()),
  ].join('\n');
  const target = join(process.cwd(), 'docs', 'benchmarks.md');
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  // The other runners' sections (web, invoices, PostgreSQL) are kept as they are.
  let next = [report, ...otherSections(current, '')].join('\n\n');
  for (const [name, section] of [[PAGES_SECTION, pages], [PAGE_CACHE_SECTION, pageCache], [RENTAL_SECTION, await measureRentalBilling()]] as const) {
    if (section === null) continue;
    next = withSection(next, name, section);
    process.stdout.write(`${section}\n`);
  }
  if (BENCH_DATABASE_URL !== '') {
    const section = postgresSection(await measureOnPostgres(BENCH_DATABASE_URL, SECONDS, WRITES), loadAtStart);
    next = withSection(next, 'postgres-bench', section);
    process.stdout.write(`${section}\n`);
  }
  writeFileSync(target, `${next.trimEnd()}\n`);
  process.stdout.write(`${report}\n`);
};

/** `BENCH_ONLY=postgres`: only the PostgreSQL section is measured and rewritten; the other figures stay. */
const postgresOnly = async (): Promise<void> => {
  if (BENCH_DATABASE_URL === '') throw new Error('BENCH_ONLY=postgres needs BENCH_DATABASE_URL');
  const loadAtStart = load();
  const section = postgresSection(await measureOnPostgres(BENCH_DATABASE_URL, SECONDS, WRITES), loadAtStart);
  const target = join(process.cwd(), 'docs', 'benchmarks.md');
  writeFileSync(target, `${withSection(existsSync(target) ? readFileSync(target, 'utf8') : '', 'postgres-bench', section).trimEnd()}\n`);
  process.stdout.write(`${section}\n`);
};

/**
 * `BENCH_ONLY=pages` or `BENCH_ONLY=page-cache` (after `npm run build`): only that section is measured, on the demo shop
 * rendering its pages, and rewritten; the other figures stay.
 */
const renderedPagesOnly = async (name: string, measureSection: (base: string) => Promise<string>): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(API_PORT) }, process.cwd());
  if (!pagesAreRendered(config.webDistDir)) throw new Error(`the ${name} section needs the built web (npm run build)`);
  const shop = await createShop(config);
  await shop.seed.demo();
  const app = await createHttpApp(shop);
  await app.listen(API_PORT, '127.0.0.1');
  const section = await measureSection(`http://127.0.0.1:${API_PORT}`);
  await app.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
  const target = join(process.cwd(), 'docs', 'benchmarks.md');
  writeFileSync(target, `${withSection(existsSync(target) ? readFileSync(target, 'utf8') : '', name, section).trimEnd()}\n`);
  process.stdout.write(`${section}\n`);
};

/** The rendered pages against the bare endpoint, measured in the same process just before. */
const pagesSection = async (base: string): Promise<string> => {
  const bareApp = await startBareNestApp(BARE_PORT);
  const list = (await (await fetch(`${base}/api/products?lang=nl&pageSize=1`)).json()) as { items: { slug: string }[] };
  const slug = list.items[0]?.slug;
  if (slug === undefined) throw new Error('empty catalogue');
  const section = await measurePages(base, slug, () => measure('bare NestJS, static 50 items (measured before this section)', [`http://127.0.0.1:${BARE_PORT}/bare/products`], SECONDS), SECONDS);
  await bareApp.close();
  return section;
};

/** `BENCH_ONLY=rentals`: only the rental billing is measured (on embedded databases of its own) and its section rewritten. */
const rentalsOnly = async (): Promise<void> => {
  const section = await measureRentalBilling();
  const target = join(process.cwd(), 'docs', 'benchmarks.md');
  writeFileSync(target, `${withSection(existsSync(target) ? readFileSync(target, 'utf8') : '', RENTAL_SECTION, section).trimEnd()}\n`);
  process.stdout.write(`${section}\n`);
};

const only = process.env['BENCH_ONLY'];
const run =
  only === 'postgres'
    ? postgresOnly()
    : only === 'pages'
      ? renderedPagesOnly(PAGES_SECTION, pagesSection)
      : only === 'page-cache'
        ? renderedPagesOnly(PAGE_CACHE_SECTION, measurePageCache)
        : only === 'rentals'
          ? rentalsOnly()
          : main();
run.catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
