import { mkdtempSync, openAsBlob, statSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backup-error.js';
import { dumpFromRunningShop } from './dump-channel-client.js';
import { serveDataDirDumps, type DumpChannel } from './dump-channel-server.js';
import { dumpSocketPath, formatDumpHeader, operatorFolder } from './running-shop-dump.js';

const freshDataDir = (): string => mkdtempSync(join(tmpdir(), 'dump-channel-'));

/** The numbers in table `t` of a copy, opened as a restore opens it. */
const numbersInCopy = async (file: string): Promise<number[]> => {
  const copy = await PGlite.create({ dataDir: join(dirname(file), 'opened'), loadDataDir: await openAsBlob(file) });
  try {
    return (await copy.query<{ n: number }>('SELECT n FROM t ORDER BY n')).rows.map((row) => row.n);
  } finally {
    await copy.close();
  }
};

describe('the running shop hands db backup a copy of its embedded database', () => {
  const dataDir = freshDataDir();
  let db: PGlite;
  let channel: DumpChannel;

  beforeAll(async () => {
    db = await PGlite.create(join(dataDir, 'pgdata'));
    await db.exec('CREATE TABLE t (n int); INSERT INTO t VALUES (1)');
    // A socket left behind by a shop that was killed does not keep the next one from listening.
    await serveDataDirDumps(db, dataDir).then((left) => left.close());
    writeFileSync(dumpSocketPath(dataDir), '');
    channel = await serveDataDirDumps(db, dataDir);
  }, 60_000);

  afterAll(async () => {
    await channel.close();
    await db.close();
  });

  it('listens only for the shop\'s own user: the folder 0700, the socket 0600', () => {
    expect((statSync(operatorFolder(dataDir)).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(channel.path).mode & 0o777).toString(8)).toBe('600');
  });

  it('copies every committed row and none of a transaction still open while the copy is made', async () => {
    let finish = (): void => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    let inserted = (): void => undefined;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const open = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2)');
      inserted();
      await held;
    });
    await insertedRow;
    const file = join(freshDataDir(), 'pgdata.tar');
    await dumpFromRunningShop(dataDir, file);
    finish();
    await open;
    expect(await numbersInCopy(file)).toEqual([1]);
    expect((await db.query<{ n: number }>('SELECT n FROM t ORDER BY n')).rows.map((row) => row.n)).toEqual([1, 2]);
  }, 60_000);
});

describe('db backup refuses a copy that is not whole', () => {
  const serveOnce = async (dataDir: string, answer: Buffer): Promise<() => Promise<void>> => {
    await mkdir(operatorFolder(dataDir), { recursive: true, mode: 0o700 });
    const server = createServer((socket) => socket.once('data', () => socket.end(answer)));
    await new Promise<void>((resolve) => server.listen(dumpSocketPath(dataDir), resolve));
    return () => new Promise<void>((resolve) => server.close(() => resolve()));
  };

  it.each([
    ['ends short of the size announced', Buffer.concat([Buffer.from(formatDumpHeader({ ok: true, bytes: 100 })), Buffer.alloc(10)]), 'ended after 10 bytes of 100 bytes'],
    ['the shop could not make', Buffer.from(formatDumpHeader({ ok: false, error: 'disk full' })), 'could not copy its database: disk full'],
    ['is something else', Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n'), 'not a copy of its database'],
  ])('a copy that %s fails (exit 3)', async (_case, answer, message) => {
    const dataDir = freshDataDir();
    const close = await serveOnce(dataDir, answer);
    try {
      const failure = await dumpFromRunningShop(dataDir, join(dataDir, 'pgdata.tar')).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(BackupError);
      expect(failure).toMatchObject({ outcome: 'failed' });
      expect((failure as BackupError).message).toContain(message);
    } finally {
      await close();
    }
  });
});
