import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import { DUMP_REQUEST, MAX_HEADER_BYTES, dumpSocketPath, formatDumpHeader, operatorFolder } from './running-shop-dump.js';

export interface DumpChannel {
  readonly path: string;
  close(): Promise<void>;
}

/** The first line the CLI sent, or null when it sent something else or too much. */
const readRequest = (socket: Socket): Promise<string | null> =>
  new Promise((resolve) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(0x0a);
      if (end === -1 && received.length <= MAX_HEADER_BYTES) return;
      socket.off('data', onData);
      resolve(end === -1 ? null : received.subarray(0, end + 1).toString('utf8'));
    };
    socket.on('data', onData);
    socket.once('close', () => resolve(null));
  });

/**
 * `dumpDataDir` holds PGlite's query lock while it copies the folder, so the copy falls between two
 * statements: every transaction committed before it is in it whole, one still open is rolled back
 * when the copy is opened (as after a crash), and orders wait for it (a fraction of a second).
 */
const answer = async (db: PGlite, socket: Socket): Promise<void> => {
  socket.on('error', () => undefined);
  if ((await readRequest(socket)) !== DUMP_REQUEST) {
    socket.end(formatDumpHeader({ ok: false, error: 'unknown request' }));
    return;
  }
  let tarball: Blob;
  try {
    // Uncompressed: the archive around it is compressed once.
    tarball = await db.dumpDataDir('none');
  } catch (error) {
    socket.end(formatDumpHeader({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    return;
  }
  socket.write(formatDumpHeader({ ok: true, bytes: tarball.size }));
  await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), socket).catch(() => socket.destroy());
};

const listen = (server: Server, path: string): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Serves copies of the embedded database to `db backup` on a Unix socket under DATA_DIR/operator:
 * the folder is 0700 and the socket 0600, so only the shop's own user (and root) can connect;
 * nothing listens on the network. A socket left by a shop that was killed is replaced.
 */
export const serveDataDirDumps = async (db: PGlite, dataDir: string): Promise<DumpChannel> => {
  const folder = operatorFolder(dataDir);
  const path = dumpSocketPath(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  await rm(path, { force: true });
  const server = createServer((socket) => void answer(db, socket));
  await listen(server, path);
  await chmod(path, 0o600);
  return {
    path,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
};
