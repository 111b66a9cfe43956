import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { CountingSqlLogger } from '../adapters/persistence/counting-sql-logger.js';
import { createHttpApp } from '../api/http/create-http-app.js';
import { startBareNestApp } from './bare-nest-app.js';
import { measure, type Measurement } from './measure.js';
import { growCatalogue } from './grow-catalogue.js';
import { importReport, measureImports } from './import-bench.js';

const API_PORT = 3901;
const BARE_PORT = 3902;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);

const row = (measurement: Measurement, bare: Measurement, statements: number | string): string =>
  `| ${measurement.label} | ${measurement.requestsPerSecond} | ${(measurement.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${measurement.p50Ms} | ${measurement.p99Ms} | ${statements} | ${measurement.errors + measurement.non2xx} |`;

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const sql = new CountingSqlLogger();
  const config = parseConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(API_PORT) }, process.cwd());
  const shop = await createShop(config, { sqlLogger: sql });
  await shop.seed.demo();
  const app = await createHttpApp(shop);
  await app.listen(API_PORT, '127.0.0.1');
  const bareApp = await startBareNestApp(BARE_PORT);
  const base = `http://127.0.0.1:${API_PORT}`;

  const statementsOf = async (path: string): Promise<number> => {
    await fetch(base + path); // warm the listing cache
    return sql.countDuring(async () => {
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    });
  };
  const firstSlug = async (): Promise<string> => {
    const body = (await (await fetch(`${base}/api/products?lang=nl&pageSize=1`)).json()) as { items: { slug: string }[] };
    const slug = body.items[0]?.slug;
    if (slug === undefined) throw new Error('empty catalogue');
    return slug;
  };

  const lines: string[] = [];
  const bare = await measure('bare NestJS, static 50 items', [`http://127.0.0.1:${BARE_PORT}/bare/products`], SECONDS);
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
    `autocannon, 50 connections, ${SECONDS} s per line, loopback; the bare NestJS endpoint is measured in the same run.`,
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
    ...importReport(measureImports()),
  ].join('\n');
  writeFileSync(join(process.cwd(), 'docs', 'benchmarks.md'), report);
  process.stdout.write(`${report}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
