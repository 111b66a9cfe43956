import { createWriteStream } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error.js';
import { DUMP_REQUEST, MAX_HEADER_BYTES, dumpSocketPath, parseDumpHeader, type DumpHeader } from './running-shop-dump.js';

/** No byte from the shop for this long: it is not answering. */
const SILENCE_MS = 60_000;

const connected = (path: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EACCES' || error.code === 'EPERM'
          ? new BackupError(`Only the user the shop runs as may ask it for a copy (${path}): run db backup as that user.`, 'refused')
          : new BackupError(`The running shop did not take the backup request on ${path} (${error.code ?? error.message}).`, 'failed'),
      );
    });
  });

/**
 * Asks the running shop on `dataDir` for a copy of its embedded database and writes the tarball to
 * `file`; a copy that ends short of the size the shop announced is a failure, never half a dump.
 */
export const dumpFromRunningShop = async (dataDir: string, file: string): Promise<void> => {
  const path = dumpSocketPath(dataDir);
  const socket = await connected(path);
  socket.setTimeout(SILENCE_MS, () => socket.destroy(new BackupError(`The running shop sent nothing for ${SILENCE_MS / 1000} s (${path}).`, 'failed')));
  const got: { header: DumpHeader | null; received: number } = { header: null, received: 0 };
  const body = async function* (source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let pending = Buffer.alloc(0);
    for await (const chunk of source) {
      if (got.header !== null) {
        got.received += chunk.length;
        yield chunk;
        continue;
      }
      pending = Buffer.concat([pending, chunk]);
      const end = pending.indexOf(0x0a);
      if (end === -1) {
        if (pending.length > MAX_HEADER_BYTES) throw new BackupError('The running shop answered something that is not a copy of its database.', 'failed');
        continue;
      }
      const header = parseDumpHeader(pending.subarray(0, end).toString('utf8'));
      if (header === null) throw new BackupError('The running shop answered something that is not a copy of its database.', 'failed');
      if (!header.ok) throw new BackupError(`The running shop could not copy its database: ${header.error}`, 'failed');
      got.header = header;
      const rest = pending.subarray(end + 1);
      got.received += rest.length;
      if (rest.length > 0) yield rest;
    }
  };
  socket.write(DUMP_REQUEST);
  await pipeline(socket, body, createWriteStream(file)).catch((error: unknown) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The running shop's copy broke off (${error instanceof Error ? error.message : String(error)}).`, 'failed');
  });
  const { header, received } = got;
  if (header === null || !header.ok || received !== header.bytes) {
    const expected = header !== null && header.ok ? `${header.bytes} bytes` : 'a header';
    throw new BackupError(`The running shop's copy ended after ${received} bytes of ${expected}.`, 'failed');
  }
};
