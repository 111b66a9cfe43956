import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATA_FOLDERS,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  formatBackupManifest,
  type BackupEntry,
  type BackupManifest,
} from '../../domain/operations/backup-manifest.js';
import { BackupError } from './backup-error.js';
import type { DatabaseBackup } from './database-backup.js';
import { fileSha256, snapshotDataFolders, type DataFile } from './data-folders.js';
import { tarWriter } from './tar-writer.js';

/** What a long step reports: its name, then bytes done of a total. */
export interface BackupProgress {
  step(name: string, totalBytes: number | null): void;
  advance(bytes: number): void;
  done(): void;
}

export const SILENT_PROGRESS: BackupProgress = { step: () => undefined, advance: () => undefined, done: () => undefined };

export interface BackUpOptions {
  readonly database: DatabaseBackup;
  readonly dataDir: string;
  /** `local`: the file storage's folder is in the archive; `s3`: the bucket keeps its own files. */
  readonly fileStorage: 'local' | 's3';
  readonly out: string;
  /** Replace an existing file at `out`. */
  readonly replace: boolean;
  readonly now: Date;
  readonly progress?: BackupProgress;
}

export interface BackupSummary {
  readonly archive: string;
  readonly bytes: number;
  /** SHA-256 of the archive file itself, to note beside it. */
  readonly sha256: string;
  readonly manifest: BackupManifest;
}

/**
 * One archive (`.tar.gz`) holding the manifest, the database's dump and the files of the data
 * folders (the local file storage's, and the offline Peppol and mail folders when they exist).
 * The dump comes first, so every file a dumped row names was written by then; the files are
 * linked into a scratch folder before they are read, so the shop can go on meanwhile. The
 * archive is written under a temporary name and renamed when whole: `out` is never half a backup.
 */
export const backUpShop = async (options: BackUpOptions): Promise<BackupSummary> => {
  const progress = options.progress ?? SILENT_PROGRESS;
  if (existsSync(options.out) && !options.replace) {
    throw new BackupError(`${options.out} exists: choose another name, or add --force to replace it.`, 'refused');
  }
  await options.database.checkCanDump();
  const scratch = join(options.dataDir, `.backup-${process.pid}-${Date.now()}`);
  const partial = `${options.out}.partial-${process.pid}`;
  await mkdir(scratch, { recursive: true });
  try {
    progress.step(`Dumping ${options.database.description}`, null);
    const dumpFile = join(scratch, 'database.dump');
    const migrations = await options.database.dump(dumpFile);
    progress.done();
    const folders = DATA_FOLDERS.filter((folder) => folder !== 'files' || options.fileStorage === 'local');
    const files: DataFile[] = [
      { path: DATABASE_ENTRY[options.database.kind], source: dumpFile, bytes: (await stat(dumpFile)).size },
      ...(await snapshotDataFolders(options.dataDir, folders, join(scratch, 'data'))),
    ];
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    progress.step('Checksumming', total);
    const entries: BackupEntry[] = [];
    for (const file of files) {
      entries.push({ path: file.path, bytes: file.bytes, sha256: await fileSha256(file.source) });
      progress.advance(file.bytes);
    }
    progress.done();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      database: { kind: options.database.kind, migrations },
      fileStorage: options.fileStorage,
      entries,
    };
    progress.step(`Writing ${options.out}`, total);
    const archiveHash = createHash('sha256');
    let archiveBytes = 0;
    const gzip = createGzip({ level: 6 });
    const written = pipeline(
      gzip,
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          archiveHash.update(chunk);
          archiveBytes += chunk.length;
          callback(null, chunk);
        },
      }),
      createWriteStream(partial, { flags: 'w' }),
    );
    // A failing write ends the pipeline; the tar writer then waits on a stream that will not drain.
    const writing = (async () => {
      const tar = tarWriter(gzip, options.now);
      await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(formatBackupManifest(manifest), 'utf8'));
      for (const file of files) await tar.addFile(file.path, file.source, file.bytes, (bytes) => progress.advance(bytes));
      await tar.finish();
      gzip.end();
    })().catch((error: unknown) => {
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    await Promise.all([written, writing]);
    await rename(partial, options.out);
    progress.done();
    return { archive: options.out, bytes: archiveBytes, sha256: archiveHash.digest('hex'), manifest };
  } finally {
    await rm(scratch, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
};
