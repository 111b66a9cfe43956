import { BLOCK, parseTarHeader, paxPath } from './tar-format.js';

/** Where an entry's bytes go while it is read. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads a tar stream entry by entry: `visit` gets each regular file's name and size and answers
 * where its bytes go. Anything but regular files (links, devices, folders) is refused, so an
 * archive cannot plant a link that a later entry writes through. Throws on a truncated or damaged
 * archive.
 */
export const readTar = async (source: AsyncIterable<Buffer>, visit: (entry: { readonly name: string; readonly size: number }) => Promise<EntrySink>): Promise<void> => {
  const iterator = source[Symbol.asyncIterator]();
  let buffered: Buffer = Buffer.alloc(0);
  const fill = async (bytes: number): Promise<void> => {
    while (buffered.length < bytes) {
      const next = await iterator.next();
      if (next.done === true) throw new Error('the archive is truncated');
      buffered = buffered.length === 0 ? next.value : Buffer.concat([buffered, next.value]);
    }
  };
  const take = async (bytes: number): Promise<Buffer> => {
    await fill(bytes);
    const taken = buffered.subarray(0, bytes);
    buffered = buffered.subarray(bytes);
    return taken;
  };
  /** Passes `bytes` bytes to the sink as they come, without holding the entry in memory. */
  const pass = async (bytes: number, sink: EntrySink): Promise<void> => {
    let left = bytes;
    while (left > 0) {
      if (buffered.length === 0) await fill(1);
      const piece = buffered.subarray(0, Math.min(left, buffered.length));
      buffered = buffered.subarray(piece.length);
      left -= piece.length;
      await sink.write(piece);
    }
  };
  const skipPadding = async (size: number): Promise<void> => {
    await take((BLOCK - (size % BLOCK)) % BLOCK);
  };
  let longName: string | null = null;
  for (;;) {
    const header = parseTarHeader(await take(BLOCK));
    if (header === null) return;
    if (header.type === 'x') {
      const records = await take(header.size);
      await skipPadding(header.size);
      longName = paxPath(records);
      continue;
    }
    if (header.type !== '0') throw new Error(`the archive holds ${header.name}, which is not a regular file (type ${header.type})`);
    const sink = await visit({ name: longName ?? header.name, size: header.size });
    longName = null;
    await pass(header.size, sink);
    await sink.end();
    await skipPadding(header.size);
  }
};
