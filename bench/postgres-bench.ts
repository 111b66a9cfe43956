import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { parseConfig } from '../adapters/config/app-config.js';
import { pino } from 'pino';
import { createLogger } from '../adapters/composition/logger.js';
import { createShop, type Shop } from '../adapters/composition/shop.js';
import { CountingSqlLogger } from '../adapters/persistence/counting-sql-logger.js';
import { createHttpApp } from '../api/http/create-http-app.js';
import { startLoopbackBalancer } from './loopback-balancer.js';
import { measure } from './measure.js';
import type { PostgresLine, PostgresLineKind } from './postgres-figure-rows.js';
import { benchAddToCart, benchPlaceOrder, type WriteBench } from './write-bench.js';
import { medianMeasurement } from './median-measurement.js';
import { median } from './web/median-run.js';

const FIRST_PORT = 3911;
const BALANCER_PORT = 3910;
const TRANSPORT_PRICE = '/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=3';
const LISTING = '/api/products?lang=nl&pageSize=50';
const ADD_TO_CART_TARGET_PER_SECOND = 400;
const PLACE_ORDER_TARGET_PER_SECOND = 300;
const TARGET_RATE_SECONDS = 10;
const TARGET_RATE_RUNS = 5;

interface Instance {
  readonly shop: Shop;
  readonly sql: CountingSqlLogger;
  readonly app: INestApplication;
  readonly dataDir: string;
}

const startInstance = async (databaseUrl: string, port: number): Promise<Instance> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pg-bench-'));
  const sql = new CountingSqlLogger();
  const config = parseConfig({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(port) }, process.cwd());
  // Errors only, on stderr: an instance's 5xx in a line is then explained in the run's output (request logs stay off).
  const shop = await createShop(config, { sqlLogger: sql, logger: createLogger({ logLevel: 'error' }, pino.destination(2)) });
  const app = await createHttpApp(shop);
  await app.listen(port, '127.0.0.1');
  return { shop, sql, app, dataDir };
};

const stopInstance = async (instance: Instance): Promise<void> => {
  await instance.app.close();
  await instance.shop.close();
  rmSync(instance.dataDir, { recursive: true, force: true });
};

/**
 * The benchmark's database starts as the demo shop: every table emptied (not the migrations), then
 * seeded, then analyzed, as autovacuum would within a minute of such a load on a server that runs it
 * (these machines' PostgreSQL runs without it): plans are then made on the demo's statistics, not on
 * those of the previous run's products, whose ids the new seed does not reuse.
 */
const resetToDemo = async (shop: Shop): Promise<void> => {
  const rows: { tablename: string }[] = await shop.database.dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'cache_versions')`,
  );
  await shop.database.dataSource.query(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await shop.seed.demo();
  await shop.database.dataSource.query('ANALYZE');
};


/**
 * The shopping lines (transport price, catalogue list, add to cart, place
 * order of a product without units and of one whose every order reserves a
 * container unit) on a real PostgreSQL server, with one instance and with two
 * instances behind a loopback balancer; statements per request counted on
 * every instance together.
 */
export const measureOnPostgres = async (databaseUrl: string, seconds: number, writes: number): Promise<PostgresLine[]> => {
  const lines: PostgresLine[] = [];
  for (const instances of [1, 2]) {
    const started: Instance[] = [];
    for (let index = 0; index < instances; index += 1) started.push(await startInstance(databaseUrl, FIRST_PORT + index));
    const [first] = started;
    if (first === undefined) throw new Error('no instance started');
    if (instances === 1) await resetToDemo(first.shop);
    const balancer = instances > 1 ? await startLoopbackBalancer(BALANCER_PORT, started.map((_, index) => FIRST_PORT + index)) : null;
    const origin = `http://127.0.0.1:${balancer === null ? FIRST_PORT : BALANCER_PORT}`;
    const count = async (work: () => Promise<unknown>): Promise<number> => {
      let total = 0;
      // Each instance's count is added once its own window has closed: `total += await …` would read `total`
      // before the inner windows add to it and write the stale sum back (0 when the other instance answered).
      const nested = started.reduce<() => Promise<unknown>>((inner, instance) => async () => {
        const counted = await instance.sql.countDuring(inner);
        total += counted;
      }, work);
      await nested();
      return total;
    };
    const statementsOfGet = (path: string): Promise<number> =>
      count(async () => {
        const response = await fetch(origin + path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      });
    try {
      for (const [kind, path] of [['transport-price', TRANSPORT_PRICE], ['listing', LISTING]] as const) {
        const measurement = await measure(`GET ${path}`, [origin + path], seconds);
        lines.push({ instances, kind, measurement, statements: await statementsOfGet(path) });
      }
      for (const [kind, write] of [
        ['add-to-cart', await benchAddToCart(first.shop, origin, writes * 2, count)],
        ['order-hand-set', await benchPlaceOrder(first.shop, origin, writes, count, { reserveUnits: false })],
        ['order-reserving', await benchPlaceOrder(first.shop, origin, writes, count, { reserveUnits: true })],
      ] as const) {
        lines.push({ instances, kind, measurement: write.measurement, statements: write.statements });
      }
      if (instances === 1) {
        // The targets read "so many per second with a p99 of at most …": the same writes sent at exactly the target rate,
        // several times each (one run's p99 follows whatever else the machine did in its 10 s).
        const atRate = async (kind: PostgresLineKind, ratePerSecond: number, write: () => Promise<WriteBench>): Promise<void> => {
          const runs: WriteBench[] = [];
          for (let run = 0; run < TARGET_RATE_RUNS; run += 1) runs.push(await write());
          lines.push({
            instances,
            kind,
            ratePerSecond,
            runP99Ms: runs.map((one) => one.measurement.p99Ms),
            measurement: medianMeasurement(runs.map((one) => one.measurement)),
            statements: median(runs.map((one) => one.statements)),
          });
        };
        await atRate('add-to-cart', ADD_TO_CART_TARGET_PER_SECOND, () =>
          benchAddToCart(first.shop, origin, ADD_TO_CART_TARGET_PER_SECOND * TARGET_RATE_SECONDS, count, ADD_TO_CART_TARGET_PER_SECOND),
        );
        for (const reserveUnits of [false, true]) {
          await atRate(reserveUnits ? 'order-reserving' : 'order-hand-set', PLACE_ORDER_TARGET_PER_SECOND, () =>
            benchPlaceOrder(first.shop, origin, PLACE_ORDER_TARGET_PER_SECOND * TARGET_RATE_SECONDS, count, { ratePerSecond: PLACE_ORDER_TARGET_PER_SECOND, reserveUnits }),
          );
        }
      }
    } finally {
      await new Promise<void>((resolve) => (balancer === null ? resolve() : balancer.close(() => resolve())));
      for (const instance of started) await stopInstance(instance);
    }
  }
  return lines;
};
