import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase, type Database } from '../persistence/database.js';
import { createLogger } from './logger.js';

/**
 * The composition root: one parsed config in, every adapter and use case
 * built once. The API, the CLI and the tests all start the shop through it.
 */
export interface Shop {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly database: Database;
  isDatabaseReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CreateShopOptions {
  /** Use this database instead of opening the configured one (tests). */
  readonly database?: Database;
  readonly logger?: Logger;
}

export const createShop = async (config: AppConfig, options: CreateShopOptions = {}): Promise<Shop> => {
  const logger = options.logger ?? createLogger(config);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { dataSource } = database;

  return {
    config,
    logger,
    database,
    isDatabaseReachable: async () => {
      try {
        await dataSource.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await database.close();
    },
  };
};
