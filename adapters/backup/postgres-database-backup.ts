import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { BackupError } from './backup-error.js';
import type { DatabaseBackup } from './database-backup.js';

/** An executable named `name` on PATH, or null. */
export const findOnPath = (name: string, path: string | undefined): string | null => {
  for (const folder of (path ?? '').split(delimiter)) {
    if (folder === '') continue;
    const candidate = join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
};

const toolOrRefuse = (name: 'pg_dump' | 'pg_restore', path: string | undefined): string => {
  const found = findOnPath(name, path);
  if (found === null) {
    throw new BackupError(
      `${name} was not found on PATH. Backups of a PostgreSQL server use its client tools: install them in the server's major version or newer (Debian: apt-get install postgresql-client-15), or put their folder on PATH.`,
      'failed',
    );
  }
  return found;
};

/** The URL without its password (which goes to the tool in PGPASSWORD, never on a command line others can read). */
const withoutPassword = (databaseUrl: string): { readonly url: string; readonly password: string | null } => {
  const url = new URL(databaseUrl);
  const password = url.password === '' ? null : decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), password };
};

/** Runs a client tool; its error output becomes the error. */
const run = (tool: string, args: readonly string[], password: string | null): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...(password === null ? {} : { PGPASSWORD: password }) }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errorText = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errorText = (errorText + chunk.toString('utf8')).slice(-4_000);
    });
    child.once('error', (error) => reject(new BackupError(`${tool} could not be run: ${error.message}`, 'failed')));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${String(code)}): ${errorText.trim()}`, 'failed'));
    });
  });

/** Objects in the database outside PostgreSQL's own schemas: tables, sequences, views, functions. */
const CONTENTS_SQL = `SELECT
  (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%') AS relations,
  (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')) AS functions`;

/**
 * A PostgreSQL server's database (DATABASE_URL), dumped with `pg_dump -Fc` (one snapshot, so
 * consistent while the shop goes on taking orders) and restored with `pg_restore` in one
 * transaction into an empty database only (create it first: `createdb shop_restored`).
 */
export const postgresDatabaseBackup = (databaseUrl: string, path: string | undefined = process.env['PATH']): DatabaseBackup => {
  const { url, password } = withoutPassword(databaseUrl);
  const shown = new URL(url);
  const query = async <Row>(sql: string): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(`The database at ${shown.host}${shown.pathname} could not be reached: ${error instanceof Error ? error.message : String(error)}`, 'failed');
    }
    try {
      return (await client.query(sql)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  const migrations = async (): Promise<readonly string[]> => {
    try {
      return (await query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY id`)).map((row) => row.name);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The database at ${shown.host}${shown.pathname} holds no shop (it has no schema_migrations table).`, 'refused');
    }
  };
  return {
    kind: 'postgresql',
    description: `the PostgreSQL database ${shown.pathname.slice(1)} at ${shown.host}`,
    checkCanDump: async () => {
      toolOrRefuse('pg_dump', path);
    },
    dump: async (file) => {
      const applied = await migrations();
      await run(toolOrRefuse('pg_dump', path), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], password);
      return applied;
    },
    checkCanRestore: async () => {
      toolOrRefuse('pg_restore', path);
      const [row] = await query<{ relations: string; functions: string }>(CONTENTS_SQL);
      const relations = Number(row?.relations ?? 0);
      const functions = Number(row?.functions ?? 0);
      if (relations + functions > 0) {
        throw new BackupError(
          `${shown.pathname.slice(1)} at ${shown.host} is not empty (${relations} tables, sequences or views and ${functions} functions): a restore goes into an empty database only, never over a shop's data. Create a new one (createdb) and point DATABASE_URL at it.`,
          'refused',
        );
      }
    },
    restore: async (file) => {
      await run(toolOrRefuse('pg_restore', path), ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`, file], password);
      // pg_restore brings no planner statistics: until they are taken, plans are made blind (docs/operations.md).
      await query('ANALYZE');
      return migrations();
    },
    discard: async () => {
      await query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public;`);
    },
  };
};
