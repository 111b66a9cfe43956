/**
 * The POSIX tar format (ustar, with pax records for long names), as much as a backup needs:
 * regular files only. Written and read by hand (tar-writer.ts, tar-reader.ts) so a backup is
 * an ordinary `.tar.gz` that `tar -tzf` lists, without another package.
 */
export const BLOCK = 512;
/** The largest entry the 11 octal digits of a ustar size field hold (8 GiB − 1). */
export const MAX_ENTRY_BYTES = 8 ** 11 - 1;

const writeOctal = (block: Buffer, offset: number, length: number, value: number): void => {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
};

/** A 512-byte ustar header: type '0' a file, 'x' the pax records for the next entry. */
export const tarHeader = (name: string, size: number, type: '0' | 'x', mtimeSeconds: number): Buffer => {
  const block = Buffer.alloc(BLOCK);
  // A long name is cut here and given whole in a pax record just before.
  block.write(Buffer.byteLength(name) <= 100 ? name : name.slice(0, 90), 0, 100, 'utf8');
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, mtimeSeconds);
  block.write('        ', 148, 8, 'ascii');
  block.write(type, 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
};

/** One pax record, `<length> path=<name>\n`, its length counting itself. */
export const paxPathRecord = (name: string): Buffer => {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`, 'utf8');
};

/** Zero bytes that fill an entry of `size` bytes up to the next block. */
export const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface TarHeader {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const readOctal = (block: Buffer, offset: number, length: number): number => {
  const text = block.toString('ascii', offset, offset + length).replace(/\0.*$/s, '').trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : Number.NaN;
};

/** A header block read back; null for an end-of-archive (all-zero) block; throws on a damaged one. */
export const parseTarHeader = (block: Buffer): TarHeader | null => {
  if (block.every((byte) => byte === 0)) return null;
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : (block[index] ?? 0);
  if (stored !== sum) throw new Error('the archive is damaged (a header checksum does not match)');
  const size = readOctal(block, 124, 12);
  if (!Number.isSafeInteger(size)) throw new Error('the archive is damaged (an entry size is unreadable)');
  const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
  const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
  return { name: prefix === '' ? name : `${prefix}/${name}`, size, type: block.toString('ascii', 156, 157).replace('\0', '0') };
};

/** The `path` of pax records, if they name one. */
export const paxPath = (records: Buffer): string | null => {
  let at = 0;
  let path: string | null = null;
  while (at < records.length) {
    const space = records.indexOf(0x20, at);
    const length = Number(records.toString('ascii', at, space));
    if (space < 0 || !Number.isSafeInteger(length) || length <= 0) break;
    const record = records.toString('utf8', space + 1, at + length - 1);
    if (record.startsWith('path=')) path = record.slice('path='.length);
    at += length;
  }
  return path;
};
