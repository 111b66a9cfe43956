import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { backUpShop, type BackupProgress } from '../adapters/backup/back-up-shop.js';
import { BackupError } from '../adapters/backup/backup-error.js';
import { restoreShop } from '../adapters/backup/restore-shop.js';
import { databaseBackupOf, knownMigrations } from '../adapters/composition/shop-backup.js';
import { EXIT_CODES } from './exit-codes.js';
import { createProgress, type Progress } from './progress.js';

const MIB = 2 ** 20;

/** Each step on a line of its own, its bytes as they go (stderr, only on a terminal, as every command's progress). */
const terminalProgress = (): BackupProgress => {
  let current: Progress | null = null;
  let done = 0;
  const say = (text: string): void => {
    if (process.stderr.isTTY) process.stderr.write(text);
  };
  return {
    step: (name, totalBytes) => {
      current?.finish();
      done = 0;
      say(`${name}…\n`);
      current = totalBytes === null ? null : createProgress(`${name} (MiB)`, Math.ceil(totalBytes / MIB));
    },
    advance: (bytes) => {
      done += bytes;
      current?.tick(Math.floor(done / MIB));
    },
    done: () => {
      current?.finish();
      current = null;
    },
  };
};

/** A refusal exits 1 (nothing written), a failure 3; anything else goes to main's handler (3). */
const reported = async (work: () => Promise<void>): Promise<void> => {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    process.exitCode = error.outcome === 'refused' ? EXIT_CODES.validation : EXIT_CODES.runtime;
  }
};

const size = (bytes: number): string => (bytes >= MIB ? `${(bytes / MIB).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`);

/** `db backup --out FILE [--force]` and `db restore FILE` (docs/operations.md, "Backups"). */
export const registerBackupCommands = (db: Command, loadConfig: () => AppConfig): void => {
  db.command('backup')
    .description('Write one archive of the database and the data folders (a running embedded shop makes the copy of its database itself)')
    .requiredOption('--out <file>', 'the archive to write (.tar.gz)')
    .option('--force', 'replace an existing file')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- db backup --out backups/shop-2026-11-27.tar.gz\n  $ DATABASE_URL=postgres://… npm run cli -- db backup --out shop.tar.gz')
    .action(async (options: { out: string; force?: boolean; json?: boolean }) =>
      reported(async () => {
        const config = loadConfig();
        const summary = await backUpShop({
          database: databaseBackupOf(config),
          dataDir: config.dataDir,
          fileStorage: config.storage.kind,
          out: options.out,
          replace: options.force === true,
          now: new Date(),
          progress: terminalProgress(),
        });
        const { manifest } = summary;
        const files = manifest.entries.length - 1;
        const schema = manifest.database.migrations.at(-1) ?? '';
        process.stdout.write(
          options.json === true
            ? `${JSON.stringify({ archive: summary.archive, bytes: summary.bytes, sha256: summary.sha256, database: manifest.database.kind, schema, files, fileStorage: manifest.fileStorage })}\n`
            : `Backed up the ${manifest.database.kind} database (schema ${schema}) and ${files} files to ${summary.archive} (${size(summary.bytes)}, sha256 ${summary.sha256}).${
                manifest.fileStorage === 's3' ? '\nThe S3 bucket\'s files are not in it: the bucket keeps its own (versioning, replication).' : ''
              }\n`,
        );
      }),
    );

  db.command('restore <file>')
    .description('Restore an archive of `db backup` into an empty data folder (embedded) or an empty database (DATABASE_URL)')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExamples:\n  $ DATA_DIR=/srv/shop-new npm run cli -- db restore shop.tar.gz\n  $ createdb shop_restored && DATABASE_URL=postgres://…/shop_restored npm run cli -- db restore shop.tar.gz')
    .action(async (file: string, options: { json?: boolean }) =>
      reported(async () => {
        const config = loadConfig();
        const summary = await restoreShop({ database: databaseBackupOf(config), dataDir: config.dataDir, archive: file, knownMigrations: knownMigrations(), progress: terminalProgress() });
        const { manifest } = summary;
        const schema = manifest.database.migrations.at(-1) ?? '';
        process.stdout.write(
          options.json === true
            ? `${JSON.stringify({ restored: file, createdAt: manifest.createdAt, database: manifest.database.kind, schema, files: summary.files })}\n`
            : `Restored the backup of ${manifest.createdAt} (${manifest.database.kind} database, schema ${schema}, ${summary.files} files). Start the shop on it: pending migrations run then.\n`,
        );
      }),
    );
};
