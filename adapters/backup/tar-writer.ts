import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { BLOCK, MAX_ENTRY_BYTES, padding, paxPathRecord, tarHeader } from './tar-format.js';

export interface TarWriter {
  /** Adds bytes held in memory (the manifest). */
  addBuffer(name: string, data: Buffer): Promise<void>;
  /** Adds a file's bytes, streamed; `size` must be its size (a file that changes meanwhile is an error). */
  addFile(name: string, path: string, size: number, onBytes?: (bytes: number) => void): Promise<void>;
  /** Writes the end-of-archive blocks (the stream is left open for its owner to end). */
  finish(): Promise<void>;
}

/** A tar stream written to `output` (a gzip stream into the archive file), minding its back-pressure. */
export const tarWriter = (output: Writable, now: Date): TarWriter => {
  const mtime = Math.floor(now.getTime() / 1000);
  /** Waits for room, or fails when the stream broke (a failed write ends it: it would never drain). */
  const write = async (chunk: Buffer): Promise<void> => {
    if (output.destroyed) throw new Error('the archive could not be written');
    if (output.write(chunk)) return;
    const waiting = new AbortController();
    try {
      await Promise.race([
        once(output, 'drain', { signal: waiting.signal }),
        once(output, 'close', { signal: waiting.signal }).then(() => {
          throw new Error('the archive could not be written');
        }),
      ]);
    } finally {
      waiting.abort();
    }
  };
  const header = async (name: string, size: number): Promise<void> => {
    if (size > MAX_ENTRY_BYTES) throw new Error(`${name} is larger than a tar entry holds (8 GiB)`);
    if (Buffer.byteLength(name) > 100) {
      const records = paxPathRecord(name);
      await write(tarHeader(name, records.length, 'x', mtime));
      await write(records);
      await write(padding(records.length));
    }
    await write(tarHeader(name, size, '0', mtime));
  };
  return {
    addBuffer: async (name, data) => {
      await header(name, data.length);
      await write(data);
      await write(padding(data.length));
    },
    addFile: async (name, path, size, onBytes) => {
      await header(name, size);
      let written = 0;
      for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
        const bytes = chunk as Buffer;
        written += bytes.length;
        if (written > size) break;
        await write(bytes);
        onBytes?.(bytes.length);
      }
      if (written !== size) throw new Error(`${name} changed while it was being archived`);
      await write(padding(size));
    },
    finish: async () => {
      await write(Buffer.alloc(BLOCK * 2));
    },
  };
};
