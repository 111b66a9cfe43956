import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { CountingSqlLogger } from '../adapters/persistence/counting-sql-logger.js';
import { createHttpApp } from '../api/http/create-http-app.js';
import { startBareNestApp } from './bare-nest-app.js';
import { measure, type Measurement } from './measure.js';
import { growCatalogue } from './grow-catalogue.js';
import { measureImports } from './import-bench.js';
import type { ApiFigures, CountedLine } from './api-figure-rows.js';
import { apiReport } from './api-report.js';
import { loadAverage, runDate, writeReports, type RunnerReport } from './benchmarks-file.js';
import { benchAddToCart, benchPlaceOrder } from './write-bench.js';
import { insertRedirectRules } from './redirect-bench.js';
import { measureOnPostgres } from './postgres-bench.js';
import { postgresReport } from './postgres-report.js';
import { measurePages, pagesAreRendered, PAGES_SECTION } from './page-bench.js';
import { measurePageCache, PAGE_CACHE_SECTION } from './page-cache-bench.js';
import { measureRentalBilling } from './rental-bench.js';

const API_PORT = 3901;
const BARE_PORT = 3902;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
/** Requests measured per write line (each needs a cart prepared before the run). */
const WRITES = Number(process.env['BENCH_WRITES'] ?? 2000);
const REDIRECT_RULES = 10_000;
const TRANSPORT_PRICE = '/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=3';
/** A page path no rule matches: every page request pays the rule lookup before routing. */
const UNMATCHED_PAGE = '/nl/no-rule-for-this-page';

/** Set to a PostgreSQL URL (a database of its own: it is emptied) to measure the shopping lines on the real server too. */
const BENCH_DATABASE_URL = process.env['BENCH_DATABASE_URL'] ?? '';

const main = async (): Promise<void> => {
  const loadAtStart = loadAverage();
  const startedAt = runDate();
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
  const counted = async (label: string, path: string, expectedStatus = 200): Promise<CountedLine> => ({
    measurement: await measure(label, [base + path], SECONDS),
    statements: await statementsOf(path, expectedStatus),
  });

  const bareUrl = [`http://127.0.0.1:${BARE_PORT}/bare/products`];
  // The bare endpoint is measured again before each table: on a shared machine the load drifts during the run.
  const measureBare = (): Promise<Measurement> => measure('bare NestJS, static 50 items (measured before this table)', bareUrl, SECONDS);
  const count = (work: () => Promise<unknown>): Promise<number> => sql.countDuring(work);

  const shoppingBare = await measureBare();
  const transportPrice = await counted(`GET ${TRANSPORT_PRICE}`, TRANSPORT_PRICE);
  const addToCart = await benchAddToCart(shop, base, WRITES * 2, count);
  const placeOrder = await benchPlaceOrder(shop, base, WRITES, count, { reserveUnits: false });
  const redirectBare = await measureBare();
  const redirects = [await counted(`GET ${UNMATCHED_PAGE} (0 rules)`, UNMATCHED_PAGE, 404)];
  await insertRedirectRules(shop.database.dataSource, REDIRECT_RULES);
  redirects.push(
    await counted(`GET ${UNMATCHED_PAGE} (${REDIRECT_RULES.toLocaleString('en')} active rules, none matches)`, UNMATCHED_PAGE, 404),
    await counted(`GET /old/page-5000 → 301 (${REDIRECT_RULES.toLocaleString('en')} active rules)`, '/old/page-5000', 301),
  );

  const reports: RunnerReport[] = [];
  if (pagesAreRendered(config.webDistDir)) {
    reports.push(await measurePages(base, await firstSlug(), measureBare, SECONDS), await measurePageCache(base));
  }

  const catalogueBare = await measureBare();
  const catalogue: CountedLine[] = [];
  for (const size of [50, 500, 5000]) {
    await growCatalogue(shop.database.dataSource, size);
    const list = `/api/products?lang=nl&pageSize=50`;
    catalogue.push(await counted(`GET ${list} (${size} products)`, list));
    catalogue.push(await counted(`GET /api/products/{slug} (${size} products)`, `/api/products/${await firstSlug()}?lang=nl`));
  }

  await app.close();
  await bareApp.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });

  const figures: ApiFigures = { catalogueBare, catalogue, shoppingBare, transportPrice, addToCart, placeOrder, redirectBare, redirects, imports: measureImports() };
  reports.unshift(apiReport(figures, { secondsPerLine: SECONDS, writes: WRITES, redirectRules: REDIRECT_RULES, startedAt, loadAtStart }));
  reports.push(await measureRentalBilling());
  if (BENCH_DATABASE_URL !== '') reports.push(await postgresRun());
  writeAndPrint(reports);
};

/** The PostgreSQL lines, with the date and load of their own start. */
const postgresRun = async (): Promise<RunnerReport> => {
  const startedAt = runDate();
  const loadAtStart = loadAverage();
  return postgresReport(await measureOnPostgres(BENCH_DATABASE_URL, SECONDS, WRITES), startedAt, loadAtStart);
};

/** Each report's rows, run line and details into docs/benchmarks.md (the other runners' kept), and its details on stdout. */
const writeAndPrint = (reports: readonly RunnerReport[]): void => {
  writeReports(reports);
  for (const report of reports) process.stdout.write(`${report.details}\n\n`);
};

/** `BENCH_ONLY=postgres`: only the PostgreSQL lines are measured and their rows rewritten; the other figures stay. */
const postgresOnly = async (): Promise<void> => {
  if (BENCH_DATABASE_URL === '') throw new Error('BENCH_ONLY=postgres needs BENCH_DATABASE_URL');
  writeAndPrint([await postgresRun()]);
};

/**
 * `BENCH_ONLY=pages` or `BENCH_ONLY=page-cache` (after `npm run build`): only that measurement is taken, on the demo shop
 * rendering its pages, and its rows rewritten; the other figures stay.
 */
const renderedPagesOnly = async (name: string, measureReport: (base: string) => Promise<RunnerReport>): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(API_PORT) }, process.cwd());
  if (!pagesAreRendered(config.webDistDir)) throw new Error(`the ${name} measurement needs the built web (npm run build)`);
  const shop = await createShop(config);
  await shop.seed.demo();
  const app = await createHttpApp(shop);
  await app.listen(API_PORT, '127.0.0.1');
  const report = await measureReport(`http://127.0.0.1:${API_PORT}`);
  await app.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
  writeAndPrint([report]);
};

/** The rendered pages against the bare endpoint, measured in the same process just before. */
const pagesReport = async (base: string): Promise<RunnerReport> => {
  const bareApp = await startBareNestApp(BARE_PORT);
  const list = (await (await fetch(`${base}/api/products?lang=nl&pageSize=1`)).json()) as { items: { slug: string }[] };
  const slug = list.items[0]?.slug;
  if (slug === undefined) throw new Error('empty catalogue');
  const report = await measurePages(base, slug, () => measure('bare NestJS, static 50 items (measured before this table)', [`http://127.0.0.1:${BARE_PORT}/bare/products`], SECONDS), SECONDS);
  await bareApp.close();
  return report;
};

/** `BENCH_ONLY=rentals`: only the rental billing is measured (on embedded databases of its own) and its rows rewritten. */
const rentalsOnly = async (): Promise<void> => {
  writeAndPrint([await measureRentalBilling()]);
};

const only = process.env['BENCH_ONLY'];
const run =
  only === 'postgres'
    ? postgresOnly()
    : only === 'pages'
      ? renderedPagesOnly(PAGES_SECTION, pagesReport)
      : only === 'page-cache'
        ? renderedPagesOnly(PAGE_CACHE_SECTION, measurePageCache)
        : only === 'rentals'
          ? rentalsOnly()
          : main();
run.catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
