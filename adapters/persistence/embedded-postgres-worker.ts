import { parentPort, workerData } from 'node:worker_threads';
import { serveEmbeddedPostgres } from './embedded-postgres-server.js';

/**
 * The embedded database in a thread of its own: PGlite executes every statement on the
 * thread that runs it, so in the shop's own thread each query (the outbox's polling, the
 * catalogue version check) would hold up every HTTP request meanwhile.
 */
const port = parentPort;
if (port === null) throw new Error('embedded-postgres-worker runs as a worker thread');
const { dataDir } = workerData as { readonly dataDir: string | null };
const running = await serveEmbeddedPostgres(dataDir);
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void running.stop().then(() => port.postMessage({ stopped: true }));
});
port.postMessage({ url: running.url });
