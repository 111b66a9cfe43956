import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { serveEmbeddedPostgres, type RunningEmbeddedServer } from './embedded-postgres-server.js';

export { EMBEDDED_MAX_CONNECTIONS } from './embedded-postgres-server.js';

/**
 * The embedded default database: PGlite served over the PostgreSQL wire
 * protocol on a loopback port, so the ordinary `pg` driver (and TypeORM)
 * talk to it exactly as to a real server.
 */
export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

const WORKER = new URL('./embedded-postgres-worker.js', import.meta.url);

const inWorkerThread = (dataDir: string | null): Promise<RunningEmbeddedServer> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: { dataDir } });
    worker.once('error', reject);
    worker.once('message', (message: { readonly url: string }) => {
      resolve({
        url: message.url,
        stop: () =>
          new Promise<void>((stopped) => {
            worker.once('message', () => void worker.terminate().then(() => stopped()));
            worker.postMessage('stop');
          }),
      });
    });
  });

/**
 * `dataDir` null keeps the database in memory. Built code runs it in a worker thread
 * (embedded-postgres-worker.ts); run from the TypeScript sources (the test runner), where
 * no compiled worker file exists, it runs in the calling thread.
 */
export const startEmbeddedPostgres = async (dataDir: string | null): Promise<EmbeddedPostgres> => {
  const running = existsSync(fileURLToPath(WORKER)) ? await inWorkerThread(dataDir) : await serveEmbeddedPostgres(dataDir);
  const portFile = dataDir === null ? null : join(dataDir, 'pglite.port');
  // Lets a second process (the CLI) find and reach the running shop's database.
  if (portFile !== null) writeFileSync(portFile, `${running.url}\n${process.pid}\n`);
  return {
    url: running.url,
    stop: async () => {
      await running.stop();
      if (portFile !== null) rmSync(portFile, { force: true });
    },
  };
};
