import type { AppConfig } from '../config/app-config.js';
import type { DatabaseBackup } from '../backup/database-backup.js';
import { embeddedDatabaseBackup } from '../backup/embedded-database-backup.js';
import { postgresDatabaseBackup } from '../backup/postgres-database-backup.js';
import { MIGRATIONS } from '../persistence/data-source.js';

/** The configured database as backups see it: the PostgreSQL server of DATABASE_URL, else the embedded one under DATA_DIR. */
export const databaseBackupOf = (config: AppConfig): DatabaseBackup =>
  config.databaseUrl === null ? embeddedDatabaseBackup(config.dataDir) : postgresDatabaseBackup(config.databaseUrl);

/** The schema migrations this version of the shop has, oldest first, by the names schema_migrations records. */
export const knownMigrations = (): readonly string[] => MIGRATIONS.map((Migration) => new Migration().name ?? Migration.name);
