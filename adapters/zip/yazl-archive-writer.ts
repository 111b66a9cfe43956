import { ZipFile } from 'yazl';
import type { ArchiveWriter } from '../../application/privacy/personal-data-store.port.js';

/** A zip in memory (yazl): the personal-data export is one person's records and files, small enough to hold. */
export const yazlArchiveWriter: ArchiveWriter = {
  pack: (entries) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const zip = new ZipFile();
      const chunks: Buffer[] = [];
      zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
      zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
      zip.outputStream.on('error', reject);
      for (const entry of entries) zip.addBuffer(Buffer.from(entry.body), entry.path);
      zip.end();
    }),
};
