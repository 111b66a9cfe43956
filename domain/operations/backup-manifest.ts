import { err, ok, type Result } from '../shared/result.js';

/**
 * A backup archive's table of contents (docs/operations.md, "Backups"): the first entry of the
 * archive, so a restore can refuse a wrong archive before it writes anything. Every other entry
 * is listed with its size and SHA-256, checked as it is read back.
 */
export const BACKUP_FORMAT = 'container-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

export type BackupDatabaseKind = 'embedded' | 'postgresql';

/** Where the dump of each kind of database sits in the archive. */
export const DATABASE_ENTRY: Readonly<Record<BackupDatabaseKind, string>> = {
  embedded: 'database/pgdata.tar',
  postgresql: 'database/postgresql.dump',
};

export interface BackupEntry {
  /** Relative, `/`-separated: `database/…`, or a data folder's file (`files/…`, `peppol/…`, `mail/…`). */
  readonly path: string;
  readonly bytes: number;
  /** Lower-case hex. */
  readonly sha256: string;
}

export interface BackupManifest {
  readonly format: typeof BACKUP_FORMAT;
  readonly formatVersion: typeof BACKUP_FORMAT_VERSION;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly database: {
    readonly kind: BackupDatabaseKind;
    /** The schema migrations applied when the dump was taken, oldest first: the last one is the schema's version. */
    readonly migrations: readonly string[];
  };
  /** The file storage: `local` (its files are in the archive) or `s3` (the bucket keeps its own, not in the archive). */
  readonly fileStorage: 'local' | 's3';
  readonly entries: readonly BackupEntry[];
}

/** The data folders under DATA_DIR a backup holds (the file storage's `files`, the offline Peppol and mail folders). */
export const DATA_FOLDERS = ['files', 'peppol', 'mail'] as const;

/** A path inside the archive that stays inside the folder it is restored into: relative, no `..`, no empty or odd segment. */
export const isSafeEntryPath = (path: string): boolean => {
  if (path === '' || path.length > 4096 || path.startsWith('/') || /[\\\0]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
};

/** Where an entry belongs: the database dump, a data folder's file, or nowhere (refused). */
export const entryPlace = (path: string): 'database' | 'data-file' | null => {
  if (!isSafeEntryPath(path)) return null;
  if (path === DATABASE_ENTRY.embedded || path === DATABASE_ENTRY.postgresql) return 'database';
  const [folder, ...rest] = path.split('/');
  return (DATA_FOLDERS as readonly string[]).includes(folder ?? '') && rest.length > 0 ? 'data-file' : null;
};

export const formatBackupManifest = (manifest: BackupManifest): string => `${JSON.stringify(manifest, null, 2)}\n`;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const readEntry = (value: unknown, index: number, problems: string[]): BackupEntry | null => {
  if (!isRecord(value)) {
    problems.push(`entries[${index}] is not an object`);
    return null;
  }
  const { path, bytes, sha256 } = value;
  if (typeof path !== 'string' || entryPlace(path) === null) problems.push(`entries[${index}].path is not a path a backup holds`);
  if (typeof bytes !== 'number' || !Number.isSafeInteger(bytes) || bytes < 0) problems.push(`entries[${index}].bytes is not a size`);
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) problems.push(`entries[${index}].sha256 is not a SHA-256`);
  return typeof path === 'string' && typeof bytes === 'number' && typeof sha256 === 'string' ? { path, bytes, sha256 } : null;
};

/** The manifest in an archive, checked field by field; every problem named. */
export const parseBackupManifest = (text: string): Result<BackupManifest, readonly string[]> => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return err(['the manifest is not JSON']);
  }
  if (!isRecord(value) || value['format'] !== BACKUP_FORMAT) return err([`this is not a ${BACKUP_FORMAT} archive`]);
  if (value['formatVersion'] !== BACKUP_FORMAT_VERSION) {
    return err([`the archive's format version is ${String(value['formatVersion'])}; this shop reads version ${BACKUP_FORMAT_VERSION}`]);
  }
  const problems: string[] = [];
  const createdAt = value['createdAt'];
  if (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) problems.push('createdAt is not a time');
  const database = value['database'];
  const kind = isRecord(database) ? database['kind'] : undefined;
  const migrations = isRecord(database) ? database['migrations'] : undefined;
  if (kind !== 'embedded' && kind !== 'postgresql') problems.push('database.kind is neither "embedded" nor "postgresql"');
  if (!Array.isArray(migrations) || migrations.length === 0 || !migrations.every((name) => typeof name === 'string' && name !== '')) {
    problems.push('database.migrations is not a list of migration names');
  }
  const fileStorage = value['fileStorage'];
  if (fileStorage !== 'local' && fileStorage !== 's3') problems.push('fileStorage is neither "local" nor "s3"');
  const rawEntries = value['entries'];
  const entries = Array.isArray(rawEntries) ? rawEntries.map((entry, index) => readEntry(entry, index, problems)) : [];
  if (!Array.isArray(rawEntries)) problems.push('entries is not a list');
  const paths = entries.flatMap((entry) => (entry === null ? [] : [entry.path]));
  if (new Set(paths).size !== paths.length) problems.push('entries lists a path twice');
  if ((kind === 'embedded' || kind === 'postgresql') && !paths.includes(DATABASE_ENTRY[kind])) problems.push(`entries lacks the database dump ${DATABASE_ENTRY[kind]}`);
  if (problems.length > 0 || (kind !== 'embedded' && kind !== 'postgresql') || (fileStorage !== 'local' && fileStorage !== 's3')) return err(problems);
  return ok({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: String(createdAt),
    database: { kind, migrations: (migrations as readonly string[]).slice() },
    fileStorage,
    entries: entries.filter((entry): entry is BackupEntry => entry !== null),
  });
};

export type RestoreRefusal =
  | { readonly kind: 'other-database'; readonly backup: BackupDatabaseKind; readonly target: BackupDatabaseKind }
  | { readonly kind: 'newer-schema'; readonly unknown: readonly string[] };

/**
 * Whether this shop can restore the backup into its database: the same kind of database (a
 * PGlite data folder is no pg_dump), and a schema this shop's code knows (its migrations are a
 * prefix of the shop's own; an older one is migrated forward when the shop starts).
 */
export const checkRestorable = (
  manifest: BackupManifest,
  target: { readonly kind: BackupDatabaseKind; readonly knownMigrations: readonly string[] },
): Result<void, RestoreRefusal> => {
  if (manifest.database.kind !== target.kind) return err({ kind: 'other-database', backup: manifest.database.kind, target: target.kind });
  const unknown = manifest.database.migrations.filter((name, index) => target.knownMigrations[index] !== name);
  return unknown.length > 0 ? err({ kind: 'newer-schema', unknown }) : ok(undefined);
};
