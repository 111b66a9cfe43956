import { createWriteStream, existsSync, openAsBlob, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './backup-error.js';
import type { DatabaseBackup } from './database-backup.js';
import { isEmptyFolder } from './data-folders.js';
import { dumpFromRunningShop } from './dump-channel-client.js';
import { dumpSocketPath } from './running-shop-dump.js';
import { isListening } from '../persistence/database.js';

const MIGRATIONS_SQL = `SELECT name FROM schema_migrations ORDER BY id`;

/** The pid and address a running shop wrote in DATA_DIR/pglite.port, when something still listens there. */
const runningShop = async (dataDir: string): Promise<string | null> => {
  const portFile = join(dataDir, 'pglite.port');
  if (!existsSync(portFile)) return null;
  const [url = '', pid = '?'] = readFileSync(portFile, 'utf8').split('\n').map((line) => line.trim());
  if (url === '') return null;
  return (await isListening(url)) ? `process ${pid} serves it at ${url}` : null;
};

const migrationsOf = async (db: PGlite): Promise<readonly string[]> => {
  try {
    return (await db.query<{ name: string }>(MIGRATIONS_SQL)).rows.map((row) => row.name);
  } catch {
    throw new BackupError('The embedded database holds no shop (it has no schema_migrations table).', 'refused');
  }
};

/** Opens the copy in `file` in a scratch folder beside it, as a restore would, and answers the migrations it holds. */
const migrationsOfCopy = async (file: string): Promise<readonly string[]> => {
  const opened = join(dirname(file), 'opened-copy');
  try {
    const db = await PGlite.create({ dataDir: opened, loadDataDir: await openAsBlob(file) });
    try {
      return await migrationsOf(db);
    } finally {
      await db.close();
    }
  } finally {
    await rm(opened, { recursive: true, force: true });
  }
};

/**
 * The embedded database (PGlite under DATA_DIR/pgdata), copied whole with PGlite's own
 * `dumpDataDir` and put back with `loadDataDir`. Only one process may hold the folder: while a
 * shop serves it, the shop makes the copy in its own process and hands it over on its operator
 * socket (dump-channel-server.ts), and the backup opens that copy once, as a restore would, before
 * it goes into the archive; with no shop running the backup opens the folder itself. A restore
 * goes into an empty DATA_DIR only.
 */
export const embeddedDatabaseBackup = (dataDir: string): DatabaseBackup => {
  const pgdata = join(dataDir, 'pgdata');
  return {
    kind: 'embedded',
    description: `the embedded database in ${pgdata}`,
    checkCanDump: async () => {
      if (!existsSync(join(pgdata, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${pgdata} (DATA_DIR): nothing to back up.`, 'refused');
      const shop = await runningShop(dataDir);
      if (shop !== null && !existsSync(dumpSocketPath(dataDir))) {
        throw new BackupError(
          `A running shop holds the embedded database in ${dataDir} (${shop}) but offers no copy of it (${dumpSocketPath(dataDir)} is missing: a shop of an older version, or a DATA_DIR path too long for a socket). Restart it with this version, or stop it for the backup.`,
          'refused',
        );
      }
    },
    dump: async (file) => {
      if ((await runningShop(dataDir)) !== null) {
        await dumpFromRunningShop(dataDir, file);
        return migrationsOfCopy(file);
      }
      const db = await PGlite.create(pgdata);
      try {
        const migrations = await migrationsOf(db);
        // Uncompressed: the archive around it is compressed once.
        const tarball = await db.dumpDataDir('none');
        await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), createWriteStream(file));
        return migrations;
      } finally {
        await db.close();
      }
    },
    checkCanRestore: async () => {
      if (!(await isEmptyFolder(dataDir))) {
        throw new BackupError(`DATA_DIR ${dataDir} is not empty: a restore goes into an empty data folder only, never over a shop's data. Point DATA_DIR at a new folder.`, 'refused');
      }
    },
    restore: async (file) => {
      const db = await PGlite.create({ dataDir: pgdata, loadDataDir: await openAsBlob(file) });
      try {
        return await migrationsOf(db);
      } finally {
        await db.close();
      }
    },
    discard: async () => {
      await rm(pgdata, { recursive: true, force: true });
    },
  };
};
