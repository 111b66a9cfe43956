import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serveDataDirDumps, type DumpChannel } from '../backup/dump-channel-server.js';

export const EMBEDDED_MAX_CONNECTIONS = 20;

export interface RunningEmbeddedServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** A shop that cannot offer `db backup` its copies still serves; the backup then says why it cannot run. */
const dumpChannelOf = async (db: PGlite, dataDir: string): Promise<DumpChannel | null> => {
  try {
    return await serveDataDirDumps(db, dataDir);
  } catch (error) {
    process.emitWarning(`db backup cannot ask this shop for a copy: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
};

/**
 * PGlite (in memory when `dataDir` is null) served over the PostgreSQL wire protocol on a loopback
 * port; on a data folder, also its copies for `db backup` (docs/operations.md, "Backups").
 */
export const serveEmbeddedPostgres = async (dataDir: string | null): Promise<RunningEmbeddedServer> => {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === null ? undefined : join(dataDir, 'pgdata'));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  const dumps = dataDir === null ? null : await dumpChannelOf(db, dataDir);
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await dumps?.close();
      await server.stop();
      await db.close();
    },
  };
};
