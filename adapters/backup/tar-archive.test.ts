import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { readTar } from './tar-reader.js';
import { tarWriter } from './tar-writer.js';

const LONG_NAME = `files/uploads/${'a-very-long-folder-name/'.repeat(6)}Plan van de werf – versie 2.pdf`;

/** Writes entries with the tar writer and answers the archive's bytes. */
const written = async (entries: readonly { name: string; data: Buffer }[]): Promise<Buffer> => {
  const folder = mkdtempSync(join(tmpdir(), 'tar-test-'));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = tarWriter(output, new Date('2026-11-27T10:00:00Z'));
  for (const [index, entry] of entries.entries()) {
    const path = join(folder, String(index));
    writeFileSync(path, entry.data);
    await tar.addFile(entry.name, path, entry.data.length);
  }
  await tar.finish();
  output.end();
  return Buffer.concat(chunks);
};

const readBack = async (archive: Buffer): Promise<{ name: string; data: Buffer }[]> => {
  const read: { name: string; data: Buffer }[] = [];
  await readTar(
    (async function* () {
      // In uneven pieces, as a stream gives them.
      for (let at = 0; at < archive.length; at += 777) yield archive.subarray(at, at + 777);
    })(),
    async ({ name }) => {
      const parts: Buffer[] = [];
      return { write: async (chunk) => void parts.push(Buffer.from(chunk)), end: async () => void read.push({ name, data: Buffer.concat(parts) }) };
    },
  );
  return read;
};

describe('the backup archive (tar)', () => {
  const entries = [
    { name: 'manifest.json', data: Buffer.from('{"a":1}\n') },
    { name: 'files/empty.txt', data: Buffer.alloc(0) },
    { name: LONG_NAME, data: Buffer.from('%PDF-1.4 long name') },
    { name: 'database/pgdata.tar', data: Buffer.alloc(5_000, 7) },
  ];

  it('reads back every entry it wrote, long (pax) and non-ASCII names and empty files included', async () => {
    expect(await readBack(await written(entries))).toEqual(entries);
  });

  it('is an ordinary tar archive that tar lists', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tar-list-'));
    writeFileSync(join(folder, 'backup.tar'), await written(entries));
    expect(execFileSync('tar', ['-tf', join(folder, 'backup.tar')], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map((entry) => entry.name));
  });

  it('refuses a damaged header and a truncated archive', async () => {
    const archive = await written(entries);
    const damaged = Buffer.from(archive);
    damaged[0] = (damaged[0] ?? 0) ^ 1;
    await expect(readBack(damaged)).rejects.toThrow('header checksum');
    await expect(readBack(archive.subarray(0, 2_000))).rejects.toThrow('truncated');
  });
});
