// Plain JavaScript: Jest loads global setup outside its ESM/TypeScript pipeline.
// One database for the whole run: the real PostgreSQL server of DATABASE_URL
// (its public schema recreated), else an in-memory embedded PGlite served on a
// loopback port. Test files find it in TEST_DATABASE_URL, run the migrations
// (only pending ones), empty the tables they use and run one at a time.
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export default async function setUpTestDatabase() {
  let url = process.env.DATABASE_URL;
  if (url === undefined || url === '') {
    const db = await PGlite.create();
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
    await server.start();
    globalThis.embeddedTestDatabase = { stop: async () => { await server.stop(); await db.close(); } };
    url = `postgres://postgres@${server.getServerConn()}/postgres`;
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.end();
  }
  process.env.TEST_DATABASE_URL = url;
}
