import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { App } from 'supertest/types.js';
import type { Logger } from 'typeorm';
import { parseConfig } from '../../adapters/config/app-config.js';
import { createLogger } from '../../adapters/composition/logger.js';
import { createShop, type Shop } from '../../adapters/composition/shop.js';
import type { Database } from '../../adapters/persistence/database.js';
import { createHttpApp } from '../../api/http/create-http-app.js';
import { connectTestDatabase, emptyAllTables } from './test-database.js';

export interface TestApp {
  readonly app: INestApplication;
  /** The Node HTTP server for supertest. */
  readonly server: App;
  readonly shop: Shop;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Every table is emptied first; then the demo shop is seeded unless this is false. */
  readonly seedDemo?: boolean;
  /** A second instance on the same database: nothing is emptied or seeded. */
  readonly joinRunningShop?: boolean;
  readonly env?: Readonly<Record<string, string>>;
  readonly sqlLogger?: Logger;
  /** Receives the shop's log lines (LOG_LEVEL `info` unless env says otherwise) instead of silence. */
  readonly logLines?: string[];
  /** The built storefront to serve and render pages from (default: the config's dist/web). */
  readonly webDistDir?: string;
}

/** The real HTTP application on the run's test database, with a fresh data folder. */
export const startTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const logLevel = options.logLines === undefined ? {} : { LOG_LEVEL: 'info' };
  const parsed = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...logLevel, ...options.env }, process.cwd());
  const config = options.webDistDir === undefined ? parsed : { ...parsed, webDistDir: options.webDistDir };
  const dataSource = await connectTestDatabase(options.sqlLogger);
  // The suite's embedded database is shared through a socket; with DATABASE_URL it is the real server.
  const database: Database = { dataSource, kind: process.env['DATABASE_URL'] ? 'postgresql' : 'embedded-shared', close: async () => dataSource.destroy() };
  const logLines = options.logLines;
  const logger = logLines === undefined ? undefined : createLogger(config, { write: (line: string) => void logLines.push(line) });
  const shop = await createShop(config, logger === undefined ? { database } : { database, logger });
  if (options.joinRunningShop !== true) {
    await emptyAllTables(dataSource);
    if (options.seedDemo !== false) await shop.seed.demo();
  }
  const app = await createHttpApp(shop);
  await app.init();
  return {
    app,
    server: app.getHttpServer(),
    shop,
    close: async () => {
      await app.close();
      await shop.close();
    },
  };
};
