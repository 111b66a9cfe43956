import { inflateRawSync } from 'node:zlib';

/** The entries of a zip and their bytes, read from its central directory (stored or deflated entries, as yazl writes them). */
export const zipContents = (zip: Buffer): Map<string, Buffer> => {
  const entries = new Map<string, Buffer>();
  for (let offset = zip.indexOf('PK\x01\x02', 0, 'latin1'); offset >= 0; offset = zip.indexOf('PK\x01\x02', offset + 4, 'latin1')) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
  }
  return entries;
};
