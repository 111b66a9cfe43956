import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export const EMBEDDED_MAX_CONNECTIONS = 20;

export interface RunningEmbeddedServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** PGlite (in memory when `dataDir` is null) served over the PostgreSQL wire protocol on a loopback port. */
export const serveEmbeddedPostgres = async (dataDir: string | null): Promise<RunningEmbeddedServer> => {
  if (dataDir !== null) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir === null ? undefined : join(dataDir, 'pgdata'));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
};
