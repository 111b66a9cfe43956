import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded default database: PGlite served over the PostgreSQL wire
 * protocol on a loopback port, so the ordinary `pg` driver (and TypeORM)
 * talk to it exactly as to a real server.
 */
export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

export const EMBEDDED_MAX_CONNECTIONS = 20;

/** `dataDir` null keeps the database in memory (tests). */
export const startEmbeddedPostgres = async (dataDir: string | null): Promise<EmbeddedPostgres> => {
  let db: PGlite;
  let portFile: string | null = null;
  if (dataDir === null) {
    db = await PGlite.create();
  } else {
    mkdirSync(dataDir, { recursive: true });
    db = await PGlite.create(join(dataDir, 'pgdata'));
    portFile = join(dataDir, 'pglite.port');
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  const address = server.getServerConn();
  const url = `postgres://postgres@${address}/postgres`;
  // Lets a second process (the CLI) find and reach the running shop's database.
  if (portFile !== null) writeFileSync(portFile, `${url}\n${process.pid}\n`);
  return {
    url,
    stop: async () => {
      await server.stop();
      await db.close();
      if (portFile !== null) rmSync(portFile, { force: true });
    },
  };
};
