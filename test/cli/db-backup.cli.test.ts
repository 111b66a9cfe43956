import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ShopClient } from '../../drill/support/shop-client.js';
import { dumpSocketPath } from '../../adapters/backup/running-shop-dump.js';
import { runCli, runCliInBackground } from './run-cli.js';

const SERVER = fileURLToPath(new URL('../../dist/api/main.js', import.meta.url));
const SOURCE_PORT = 3931;
const RESTORED_PORT = 3932;
const RUNNING_PORT = 3934;
const RUNNING_RESTORED_PORT = 3935;
const ADMIN = { email: 'backup-admin@example.be', password: 'a long backup test password' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface RunningShop {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The built server (`npm start`) on a data folder of its own, embedded database. */
const startShop = async (dataDir: string, port: number): Promise<RunningShop> => {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), LOG_LEVEL: 'silent', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh folder is seeded with the demo shop first: on a loaded machine that takes a while.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop: async () => void (child.kill('SIGTERM'), await exited) };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop on port ${port} did not start`);
};

const signIn = async (baseUrl: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session='));
  if (cookie === undefined) throw new Error(`sign-in answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
};

/** Every file under `root` with its SHA-256, by relative path. */
const filesUnder = (root: string): Record<string, string> => {
  const found: Record<string, string> = {};
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found[relative(root, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  if (existsSync(root)) walk(root);
  return found;
};

const freshFolder = (name: string): string => join(mkdtempSync(join(tmpdir(), `shop-backup-${name}-`)), 'data');

describe('db backup and db restore on the embedded database', () => {
  const sourceDir = freshFolder('source');
  const archive = join(dirname(sourceDir), 'shop.tar.gz');
  const restoredDir = freshFolder('restored');
  const embedded = (dataDir: string): Record<string, string> => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
  let orderId = '';
  let invoiceNumber = '';

  beforeAll(async () => {
    const shop = await startShop(sourceDir, SOURCE_PORT);
    try {
      const client = new ShopClient(shop.baseUrl);
      const cartId = await client.filledCart(await client.productId());
      const placed = await client.placeOrder(cartId, 'bank_transfer', 'backup-customer@example.be');
      orderId = placed.body?.orderId ?? '';
      const admin = await signIn(shop.baseUrl);
      const paid = await fetch(`${shop.baseUrl}/api/admin/orders/${orderId}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify({ status: 'paid' }),
      });
      const paidOrder = (await paid.json()) as { documents?: { number: string }[] };
      if (paid.status !== 200) throw new Error(`marking the order paid answered ${paid.status}: ${JSON.stringify(paidOrder)}`);
      invoiceNumber = paidOrder.documents?.[0]?.number ?? '';
      const form = new FormData();
      form.append('files', new Blob([PDF], { type: 'application/pdf' }), 'werfplan.pdf');
      expect((await fetch(`${shop.baseUrl}/api/uploads`, { method: 'POST', body: form })).status).toBe(201);
    } finally {
      await shop.stop();
    }
  }, 120_000);

  it('writes one archive with its manifest, the database and every file, then refuses to overwrite it without --force', () => {
    const backup = runCli(['db', 'backup', '--out', archive, '--json'], embedded(sourceDir));
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const summary = JSON.parse(backup.stdout) as { sha256: string; database: string; files: number; fileStorage: string };
    expect(summary).toMatchObject({ database: 'embedded', fileStorage: 'local', files: Object.keys(filesUnder(join(sourceDir, 'files'))).length });
    expect(summary.sha256).toBe(createHash('sha256').update(readFileSync(archive)).digest('hex'));
    expect(orderId).not.toBe('');
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);

    const again = runCli(['db', 'backup', '--out', archive], embedded(sourceDir));
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
    expect(runCli(['db', 'backup', '--out', archive, '--force'], embedded(sourceDir)).status).toBe(0);
  });

  it('restores into a fresh DATA_DIR: the shop starts on it with its order, invoice, images and uploads', async () => {
    const restore = runCli(['db', 'restore', archive, '--json'], embedded(restoredDir));
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(filesUnder(join(restoredDir, 'files'))).toEqual(filesUnder(join(sourceDir, 'files')));
    expect(Object.keys(filesUnder(join(restoredDir, 'files'))).some((path) => path.endsWith('.pdf'))).toBe(true);

    const shop = await startShop(restoredDir, RESTORED_PORT);
    try {
      const admin = await signIn(shop.baseUrl);
      const order = await fetch(`${shop.baseUrl}/api/admin/orders/${orderId}`, { headers: { cookie: admin } });
      expect(order.status).toBe(200);
      expect(await order.json()).toMatchObject({ status: 'paid', documents: [{ number: invoiceNumber, kind: 'invoice' }] });
      const pdf = await fetch(`${shop.baseUrl}/api/admin/invoices/${invoiceNumber}.pdf`, { headers: { cookie: admin } });
      expect(pdf.status).toBe(200);
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      const product = (await (await fetch(`${shop.baseUrl}/api/products/shipping-container-20ft-new?lang=en`)).json()) as { images: { imageUrl: string }[] };
      expect((await fetch(`${shop.baseUrl}${product.images[0]?.imageUrl ?? '/missing'}`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
  }, 120_000);

  it('refuses to restore over a data folder that is not empty, and writes nothing', () => {
    const before = filesUnder(restoredDir);
    const refused = runCli(['db', 'restore', archive], embedded(restoredDir));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(filesUnder(restoredDir)).toEqual(before);
  });

  it('refuses a damaged archive, a file that is no archive, and a missing one, leaving the target as it was', () => {
    // One byte of the last file changed inside the tar, then compressed again: only the manifest's checksum can tell.
    const tar = gunzipSync(readFileSync(archive));
    const end = tar.length - 1024;
    let at = end - 1;
    while (at > 0 && tar[at] === 0) at -= 1;
    tar[at] = (tar[at] ?? 0) ^ 0xff;
    const damaged = join(dirname(archive), 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tar));
    const target = freshFolder('damaged');
    const refused = runCli(['db', 'restore', damaged], embedded(target));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('does not match its checksum');
    expect(existsSync(target)).toBe(false);

    const notArchive = join(dirname(archive), 'notes.txt');
    writeFileSync(notArchive, 'not a backup');
    expect(runCli(['db', 'restore', notArchive], embedded(target)).stderr).toContain('not a backup archive');
    const missing = runCli(['db', 'restore', join(dirname(archive), 'nowhere.tar.gz')], embedded(target));
    expect(missing.status).toBe(1);
    expect(existsSync(target)).toBe(false);
  });

  it('names the missing PostgreSQL client tool when it is not on PATH (exit 3, nothing written)', () => {
    const server = { DATA_DIR: freshFolder('tools'), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable', PATH: join(tmpdir(), 'no-such-folder') };
    const backup = runCli(['db', 'backup', '--out', join(dirname(archive), 'server.tar.gz')], server);
    expect(backup.status).toBe(3);
    expect(backup.stderr).toContain('pg_dump was not found on PATH');
    const restore = runCli(['db', 'restore', archive], server);
    expect(restore.status).toBe(3);
    expect(restore.stderr).toContain('pg_restore was not found on PATH');
    expect(existsSync(join(dirname(archive), 'server.tar.gz'))).toBe(false);
  });
});

/**
 * The default install's nightly backup: the shop keeps serving. `db backup` asks the running shop
 * for the copy on its operator socket (the shop holds the PGlite folder); visitors keep ordering
 * while it runs, and the restored shop has every order acknowledged before the backup began.
 */
describe('db backup of a running embedded shop while orders are placed', () => {
  const sourceDir = freshFolder('running');
  const archive = join(dirname(sourceDir), 'running.tar.gz');
  const restoredDir = freshFolder('running-restored');
  const embedded = { DATA_DIR: sourceDir, DATABASE_URL: '' };

  it('is made by the running shop, which goes on taking orders, and restores every order acknowledged before it began', async () => {
    const shop = await startShop(sourceDir, RUNNING_PORT);
    const acknowledged: string[] = [];
    let ordering = true;
    let acknowledgedBefore: readonly string[] = [];
    try {
      const client = new ShopClient(shop.baseUrl);
      const productId = await client.productId();
      const visitor = async (index: number): Promise<void> => {
        for (let round = 0; ordering; round += 1) {
          const placed = await client.placeOrder(await client.filledCart(productId), 'bank_transfer', `running-backup-${index}-${round}@example.be`);
          if (placed.status !== 201 || placed.body === null) throw new Error(`placing an order answered ${placed.status}`);
          acknowledged.push(placed.body.orderId);
        }
      };
      const visitors = Promise.all([0, 1, 2, 3].map(visitor)).finally(() => (ordering = false));
      while (ordering && acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 50));

      acknowledgedBefore = [...acknowledged];
      const backup = await runCliInBackground(['db', 'backup', '--out', archive, '--json'], embedded);
      const placedDuringBackup = acknowledged.length - acknowledgedBefore.length;
      ordering = false;
      await visitors;
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(JSON.parse(backup.stdout)).toMatchObject({ database: 'embedded', fileStorage: 'local' });
      expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(8);
      expect(placedDuringBackup).toBeGreaterThan(0);
      // Only the shop's own user may ask for a copy: the socket's folder and the socket are theirs alone.
      const socket = dumpSocketPath(sourceDir);
      expect((statSync(dirname(socket)).mode & 0o777).toString(8)).toBe('700');
      expect((statSync(socket).mode & 0o777).toString(8)).toBe('600');
    } finally {
      ordering = false;
      await shop.stop();
    }

    const restore = runCli(['db', 'restore', archive, '--json'], { DATA_DIR: restoredDir, DATABASE_URL: '' });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const restored = await startShop(restoredDir, RUNNING_RESTORED_PORT);
    try {
      const admin = await signIn(restored.baseUrl);
      const statuses = await Promise.all(
        acknowledgedBefore.map(async (orderId) => (await fetch(`${restored.baseUrl}/api/admin/orders/${orderId}`, { headers: { cookie: admin } })).status),
      );
      expect(statuses).toEqual(acknowledgedBefore.map(() => 200));
    } finally {
      await restored.stop();
    }
  }, 300_000);
});

/**
 * The server path, on the PostgreSQL server of DATABASE_URL: two scratch databases of its own,
 * created and dropped here; the run's test database is not touched. It belongs to the suite's run
 * against a PostgreSQL server (CI's second run, `DATABASE_URL=… npm run test:db`); the embedded run
 * has no server to back up, so there it is not declared at all (rather than reported as skipped).
 */
const serverUrl = process.env['DATABASE_URL'] === undefined || process.env['DATABASE_URL'] === '' ? null : process.env['DATABASE_URL'];
const describeOnServer = (name: string, tests: (url: string) => void): void => {
  if (serverUrl !== null) describe(name, () => tests(serverUrl));
};
describeOnServer('db backup and db restore on the PostgreSQL server of DATABASE_URL', (serverUrl) => {
  const names = { source: `backup_test_source_${process.pid}`, target: `backup_test_target_${process.pid}` };
  const urlOf = (database: string): string => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: serverUrl ?? '' });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const rowCounts = async (database: string): Promise<Record<string, number>> => {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    try {
      const tables = (await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows;
      const counts: Record<string, number> = {};
      for (const { tablename } of tables) counts[tablename] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0]?.n);
      return counts;
    } finally {
      await client.end();
    }
  };

  /** Those of `tables` the planner has statistics of (pg_dump carries none; only ANALYZE takes them). */
  const analyzedTables = async (database: string, tables: readonly string[]): Promise<string[]> => {
    const client = new pg.Client({ connectionString: urlOf(database) });
    await client.connect();
    try {
      const rows = await client.query<{ tablename: string }>(
        `SELECT DISTINCT tablename FROM pg_stats WHERE schemaname = 'public' AND tablename = ANY($1::text[]) ORDER BY tablename`,
        [[...tables]],
      );
      return rows.rows.map((row) => row.tablename);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${names.source}`);
    await admin(`CREATE DATABASE ${names.target}`);
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${names.source} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${names.target} WITH (FORCE)`);
  });

  it('backs up a seeded shop with pg_dump and restores it into an empty database with every row, refusing a database that is not empty', async () => {
    const sourceDir = freshFolder('server-source');
    const source = { DATA_DIR: sourceDir, DATABASE_URL: urlOf(names.source) };
    expect(runCli(['db', 'seed', '--demo'], source).status).toBe(0);
    const archive = join(dirname(sourceDir), 'server.tar.gz');
    const backup = runCli(['db', 'backup', '--out', archive, '--json'], source);
    expect(backup.stderr).toBe('');
    expect(JSON.parse(backup.stdout)).toMatchObject({ database: 'postgresql', fileStorage: 'local' });

    const refused = runCli(['db', 'restore', archive], { DATA_DIR: freshFolder('server-refused'), DATABASE_URL: urlOf(names.source) });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not empty');

    const targetDir = freshFolder('server-target');
    const restore = runCli(['db', 'restore', archive], { DATA_DIR: targetDir, DATABASE_URL: urlOf(names.target) });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const counts = await rowCounts(names.source);
    expect(counts['products']).toBeGreaterThan(0);
    expect(await rowCounts(names.target)).toEqual(counts);
    expect(await analyzedTables(names.target, ['products', 'product_translations', 'units'])).toEqual(['product_translations', 'products', 'units']);
    expect(filesUnder(join(targetDir, 'files'))).toEqual(filesUnder(join(sourceDir, 'files')));

    const embeddedArchive = runCli(['db', 'restore', archive], { DATA_DIR: freshFolder('server-as-embedded'), DATABASE_URL: '' });
    expect(embeddedArchive.status).toBe(1);
    expect(embeddedArchive.stderr).toContain("holds a PostgreSQL server's database");
  }, 120_000);
});
