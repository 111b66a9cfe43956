import pg from 'pg';

/** The server the drills use: DATABASE_URL, else the local trust-auth PostgreSQL of the development machine. */
export const DRILL_SERVER_URL = process.env['DATABASE_URL'] !== undefined && process.env['DATABASE_URL'] !== '' ? process.env['DATABASE_URL'] : 'postgres://postgres@127.0.0.1:5432/test';

export interface DrillDatabase {
  /** Connection URL of the dedicated database. */
  readonly url: string;
  readonly name: string;
  /** A small pool straight to the database (not through any proxy), for the SQL checks. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

const adminQuery = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: DRILL_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

let created = 0;

/** A fresh database `<prefix>_<pid>_<n>` (`drill_…` unless told) on the drill server, so no other user of the server is disturbed. */
export const createDrillDatabase = async (prefix = 'drill'): Promise<DrillDatabase> => {
  created += 1;
  const name = `${prefix}_${process.pid}_${created}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = withDatabase(DRILL_SERVER_URL, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return {
    url,
    name,
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[],
    drop: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

/** Answers the URL with its host and port replaced (a proxy in front of the same server). */
export const throughPort = (databaseUrl: string, port: number): string => {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
};

/** Where the real server listens, for the proxy. */
export const serverAddress = (databaseUrl: string): { host: string; port: number } => {
  const url = new URL(databaseUrl);
  return { host: url.hostname === '' ? '127.0.0.1' : url.hostname, port: url.port === '' ? 5432 : Number(url.port) };
};
