import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { once } from 'node:events';
import {
  DATA_FOLDERS,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  checkRestorable,
  entryPlace,
  parseBackupManifest,
  type BackupEntry,
  type BackupManifest,
} from '../../domain/operations/backup-manifest.js';
import { SILENT_PROGRESS, type BackupProgress } from './back-up-shop.js';
import { BackupError } from './backup-error.js';
import type { DatabaseBackup } from './database-backup.js';
import { isEmptyFolder } from './data-folders.js';
import { readTar, type EntrySink } from './tar-reader.js';

const MAX_MANIFEST_BYTES = 64 * 2 ** 20;

export interface RestoreOptions {
  readonly database: DatabaseBackup;
  readonly dataDir: string;
  readonly archive: string;
  /** The schema migrations this shop's code has, oldest first. */
  readonly knownMigrations: readonly string[];
  readonly progress?: BackupProgress;
}

export interface RestoreSummary {
  readonly manifest: BackupManifest;
  /** Files of the data folders put back. */
  readonly files: number;
}

const refuse = (message: string): BackupError => new BackupError(message, 'refused');

/** A sink that writes an entry to `path`, checking its size and SHA-256 against the manifest when it ends. */
const checkedFile = async (path: string, expected: BackupEntry, progress: BackupProgress): Promise<EntrySink> => {
  await mkdir(dirname(path), { recursive: true });
  const file: WriteStream = createWriteStream(path, { flags: 'wx' });
  const hash: Hash = createHash('sha256');
  let bytes = 0;
  return {
    write: async (chunk) => {
      hash.update(chunk);
      bytes += chunk.length;
      progress.advance(chunk.length);
      if (!file.write(chunk)) await once(file, 'drain');
    },
    end: async () => {
      file.end();
      await once(file, 'close');
      if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
        throw refuse(`The archive is damaged: ${expected.path} does not match its checksum in the manifest. Nothing was restored.`);
      }
    },
  };
};

/** The manifest, gathered in memory and checked for this shop as soon as it is whole. */
const manifestSink = (take: (text: string) => void): EntrySink => {
  const chunks: Buffer[] = [];
  let bytes = 0;
  return {
    write: async (chunk) => {
      bytes += chunk.length;
      if (bytes > MAX_MANIFEST_BYTES) throw refuse('The archive\'s manifest is too large to be one of this shop\'s.');
      chunks.push(chunk);
    },
    end: async () => take(Buffer.concat(chunks).toString('utf8')),
  };
};

const refusalText = (manifest: BackupManifest, database: DatabaseBackup, knownMigrations: readonly string[]): string | null => {
  const restorable = checkRestorable(manifest, { kind: database.kind, knownMigrations });
  if (restorable.ok) return null;
  const { error } = restorable;
  if (error.kind === 'other-database') {
    return error.backup === 'postgresql'
      ? 'This backup holds a PostgreSQL server\'s database (pg_dump): restore it with DATABASE_URL naming an empty database.'
      : 'This backup holds the embedded database (a PGlite data folder): restore it without DATABASE_URL, into an empty DATA_DIR.';
  }
  return `This backup's schema is newer than this shop's (it has migrations this version does not: ${error.unknown.join(', ')}). Restore it with the shop's version that made it, or a later one.`;
};

/**
 * Puts a backup back into an empty target only (an empty DATA_DIR for the embedded database; an
 * empty database and empty data folders for a server): everything is first read into a staging
 * folder and checked against the manifest (the kind of database, the schema, every entry's size
 * and SHA-256), then the database is restored and the folders moved into place. When any step
 * fails, what was written is removed again, so the target is left as empty as it was.
 */
export const restoreShop = async (options: RestoreOptions): Promise<RestoreSummary> => {
  const progress = options.progress ?? SILENT_PROGRESS;
  const { database, dataDir } = options;
  if (!existsSync(options.archive)) throw refuse(`${options.archive} does not exist.`);
  await database.checkCanRestore();
  for (const folder of DATA_FOLDERS) {
    if (!(await isEmptyFolder(join(dataDir, folder)))) {
      throw refuse(`${join(dataDir, folder)} is not empty: a restore never writes over a shop's files. Point DATA_DIR at a new folder.`);
    }
  }
  const dataDirExisted = existsSync(dataDir);
  const staging = join(dataDir, `.restore-${process.pid}`);
  const moved: string[] = [];
  let databaseTouched = false;
  await mkdir(staging, { recursive: true });
  try {
    const read: { manifest: BackupManifest | null } = { manifest: null };
    const expected = new Map<string, BackupEntry>();
    const gunzip = createGunzip();
    const source = createReadStream(options.archive);
    source.once('error', (error) => gunzip.destroy(error));
    source.pipe(gunzip);
    progress.step(`Reading ${options.archive}`, null);
    try {
      await readTar(gunzip, async ({ name }) => {
        if (read.manifest === null) {
          if (name !== MANIFEST_ENTRY) throw refuse(`${options.archive} is not a backup of this shop: it does not start with its manifest.`);
          return manifestSink((text) => {
            const parsed = parseBackupManifest(text);
            if (!parsed.ok) throw refuse(`${options.archive} is not a backup this shop reads: ${parsed.error.join('; ')}.`);
            const refusal = refusalText(parsed.value, database, options.knownMigrations);
            if (refusal !== null) throw refuse(refusal);
            read.manifest = parsed.value;
            for (const entry of parsed.value.entries) expected.set(entry.path, entry);
            progress.step(`Reading ${options.archive}`, parsed.value.entries.reduce((sum, entry) => sum + entry.bytes, 0));
          });
        }
        const entry = expected.get(name);
        if (entry === undefined || entryPlace(name) === null) throw refuse(`The archive holds ${name}, which its manifest does not list. Nothing was restored.`);
        expected.delete(name);
        return checkedFile(join(staging, ...name.split('/')), entry, progress);
      });
    } catch (error) {
      source.destroy();
      gunzip.destroy();
      if (error instanceof BackupError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw refuse(`${options.archive} is not a backup archive (not gzip-compressed), or it is damaged.`);
      throw refuse(`${options.archive} cannot be read as a backup: ${error instanceof Error ? error.message : String(error)}.`);
    }
    progress.done();
    const restored = read.manifest;
    if (restored === null) throw refuse(`${options.archive} is empty.`);
    if (expected.size > 0) throw refuse(`The archive is truncated: ${[...expected.keys()].slice(0, 3).join(', ')} listed in its manifest ${expected.size === 1 ? 'is' : 'are'} missing. Nothing was restored.`);

    progress.step(`Restoring ${database.description}`, null);
    databaseTouched = true;
    const migrations = await database.restore(join(staging, ...DATABASE_ENTRY[database.kind].split('/')));
    if (migrations.join('\n') !== restored.database.migrations.join('\n')) {
      throw new BackupError(`The restored database holds other migrations (${migrations.length}) than the backup lists (${restored.database.migrations.length}).`, 'failed');
    }
    progress.done();
    for (const folder of DATA_FOLDERS) {
      if (!existsSync(join(staging, folder))) continue;
      await rm(join(dataDir, folder), { recursive: true, force: true });
      await rename(join(staging, folder), join(dataDir, folder));
      moved.push(folder);
    }
    return { manifest: restored, files: restored.entries.filter((entry) => entryPlace(entry.path) === 'data-file').length };
  } catch (error) {
    for (const folder of moved) await rm(join(dataDir, folder), { recursive: true, force: true });
    if (databaseTouched) await database.discard().catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    if (!dataDirExisted && (await isEmptyFolder(dataDir))) await rm(dataDir, { recursive: true, force: true });
  }
};
