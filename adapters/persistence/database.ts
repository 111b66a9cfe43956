import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import type { DataSource, Logger } from 'typeorm';
import { createDataSource } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config/app-config.js';

/** See openDatabase: the embedded database is reached through one connection. */
export const EMBEDDED_POOL_SIZE = 1;

export interface Database {
  readonly dataSource: DataSource;
  /** Where the database lives, for logs: 'postgresql' or 'embedded'. */
  readonly kind: 'postgresql' | 'embedded' | 'embedded-shared';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  readonly databaseUrl: string | null;
  /** Data folder of the embedded database; null keeps it in memory. */
  readonly dataDir: string | null;
  /** Connections to a PostgreSQL server (DATABASE_POOL_SIZE, 20 by default); the embedded database uses one. */
  readonly poolSize?: number;
  readonly logger?: Logger;
  /** Run pending migrations after connecting (the default). */
  readonly migrate?: boolean;
}

/** Whether something accepts connections at the URL's host and port (within a second). */
export const isListening = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/**
 * The embedded database can be opened by one process only. When a running
 * shop already serves it, a second process (the CLI) connects to that server.
 */
const findRunningEmbeddedServer = async (dataDir: string): Promise<string | null> => {
  const portFile = join(dataDir, 'pglite.port');
  if (!existsSync(portFile)) return null;
  const url = readFileSync(portFile, 'utf8').split('\n')[0]?.trim() ?? '';
  return url !== '' && (await isListening(url)) ? url : null;
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  const poolSize = options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE;
  let embedded: EmbeddedPostgres | null = null;
  let url: string;
  let kind: Database['kind'];
  if (options.databaseUrl !== null) {
    url = options.databaseUrl;
    kind = 'postgresql';
  } else {
    const shared = options.dataDir === null ? null : await findRunningEmbeddedServer(options.dataDir);
    if (shared !== null) {
      url = shared;
      kind = 'embedded-shared';
    } else {
      embedded = await startEmbeddedPostgres(options.dataDir);
      url = embedded.url;
      kind = 'embedded';
    }
  }
  const dataSource = createDataSource({
    url,
    // One connection to the embedded database: pglite-socket interleaves the extended-protocol messages of
    // concurrent connections (electric-sql/pglite#1046), so parallel parameterised queries could read each
    // other's results. PGlite runs one statement at a time anyway; the pool queues them instead.
    poolSize: kind === 'postgresql' ? poolSize : EMBEDDED_POOL_SIZE,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  try {
    await dataSource.initialize();
    if (options.migrate !== false) await dataSource.runMigrations({ transaction: 'all' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    kind,
    close: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
};
