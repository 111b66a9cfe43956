// Plain JavaScript: Jest loads global setup outside its ESM/TypeScript pipeline.
// One database for each Jest worker, so test files run side by side without
// emptying each other's tables: on the real PostgreSQL server of DATABASE_URL,
// that database (its public schema recreated) for worker 1 and a scratch
// database `<name>_worker_<n>` (recreated, dropped at the end) for each further worker; else one
// in-memory embedded PGlite per worker, served on a loopback port. A test file
// finds its own in TEST_DATABASE_URL_<JEST_WORKER_ID>, runs the migrations
// (only pending ones) and empties the tables it uses.
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const startEmbedded = async () => {
  const db = await PGlite.create();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  return { url: `postgres://postgres@${server.getServerConn()}/postgres`, stop: async () => { await server.stop(); await db.close(); } };
};

const withClient = async (url, work) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The server's database of `url` for worker 1; a recreated scratch database beside it for each further worker. */
const prepareServerDatabase = async (url, worker) => {
  if (worker === 1) {
    await withClient(url, (client) => client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
    return url;
  }
  const scratch = new URL(url);
  const name = `${decodeURIComponent(scratch.pathname.slice(1)) || 'postgres'}_worker_${worker}`;
  await withClient(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  scratch.pathname = `/${encodeURIComponent(name)}`;
  return scratch.toString();
};

const dropServerDatabase = async (serverUrl, scratchUrl) => {
  const name = decodeURIComponent(new URL(scratchUrl).pathname.slice(1));
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
};

export default async function setUpTestDatabase(globalConfig) {
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  const serverUrl = process.env.DATABASE_URL;
  const stops = [];
  for (let worker = 1; worker <= workers; worker += 1) {
    let url;
    if (serverUrl === undefined || serverUrl === '') {
      const embedded = await startEmbedded();
      stops.push(embedded.stop);
      url = embedded.url;
    } else {
      url = await prepareServerDatabase(serverUrl, worker);
      if (worker > 1) stops.push(() => dropServerDatabase(serverUrl, url));
    }
    process.env[`TEST_DATABASE_URL_${worker}`] = url;
  }
  globalThis.testDatabases = { stop: async () => { await Promise.all(stops.map((stop) => stop())); } };
}
