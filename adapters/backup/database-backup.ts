import type { BackupDatabaseKind } from '../../domain/operations/backup-manifest.js';

/** One kind of database as a backup sees it: the embedded PGlite folder, or a PostgreSQL server's database. */
export interface DatabaseBackup {
  readonly kind: BackupDatabaseKind;
  /** Names the database in messages. */
  readonly description: string;
  /** Refuses (BackupError) a dump that cannot be made or would not be consistent: a tool missing, the folder served by a running shop. */
  checkCanDump(): Promise<void>;
  /** A consistent dump into `file`; answers the schema migrations it holds, oldest first. */
  dump(file: string): Promise<readonly string[]>;
  /** Refuses (BackupError) a restore into anything but an empty target, or without the tool it needs. */
  checkCanRestore(): Promise<void>;
  /** Restores the dump in `file` into the (empty) target; answers the schema migrations found there after. */
  restore(file: string): Promise<readonly string[]>;
  /** Empties the target again after a restore that did not finish (it was empty before). */
  discard(): Promise<void>;
}
