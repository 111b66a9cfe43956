import type { DataSource, Logger } from 'typeorm';
import { createDataSource } from '../../adapters/persistence/data-source.js';
import { EMBEDDED_POOL_SIZE } from '../../adapters/persistence/database.js';

/** This Jest worker's database (see database-global-setup.mjs), migrated, for one test file. */
export const connectTestDatabase = async (logger?: Logger): Promise<DataSource> => {
  const url = process.env[`TEST_DATABASE_URL_${process.env['JEST_WORKER_ID'] ?? '1'}`];
  if (url === undefined) throw new Error('TEST_DATABASE_URL_<worker> is not set: run database tests through the jest "db" project');
  // The embedded database is reached through one connection, as the shop does (adapters/persistence/database.ts).
  const dataSource = createDataSource({ url, poolSize: process.env['DATABASE_URL'] ? 4 : EMBEDDED_POOL_SIZE, ...(logger === undefined ? {} : { logger }) });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'all' });
  return dataSource;
};

/** Empties every table (keeps the migrations record), so each file starts clean. */
export const emptyAllTables = async (dataSource: DataSource): Promise<void> => {
  const rows: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'cache_versions')`,
  );
  if (rows.length === 0) return;
  await dataSource.query(`TRUNCATE ${rows.map((row) => `"${row.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
};
