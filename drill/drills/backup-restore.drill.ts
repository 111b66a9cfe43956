import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sleep, waitFor, type Checks } from '../support/check.js';
import { runCliProcess } from '../support/cli-process.js';
import { inDrillEnvironment, type DrillEnvironment } from '../support/drill-environment.js';
import { embeddedShopDatabase, type ShopQueries } from '../support/embedded-shop-database.js';
import { checkOrderIntegrity, countRows } from '../support/order-integrity.js';
import { createDrillDatabase, type DrillDatabase } from '../support/postgres.js';
import { ShopClient, type PaymentMethod } from '../support/shop-client.js';
import type { ShopProcess } from '../support/shop-process.js';
import type { DrillPorts } from './drill-ports.js';

const WORKERS = 8;
/** The backup begins once this many orders were acknowledged, this many of them paid online (at most a minute of ordering). */
const ORDERS_BEFORE = 16;
const PAID_BEFORE = 4;
const ORDERING_AFTER_MS = 500;
const PAID = `('paid', 'processing', 'shipped', 'completed')`;

/** What an invoice series must be after any restore: one invoice per paid order, none for others, numbers 1..n per series and year, counters at the last. */
const INVOICE_QUERIES: readonly { readonly check: string; readonly sql: string }[] = [
  {
    check: 'paid orders without exactly one invoice',
    sql: `SELECT count(*) AS n FROM orders o WHERE o.status IN ${PAID} AND (SELECT count(*) FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice') <> 1`,
  },
  { check: 'invoices of orders not paid', sql: `SELECT count(*) AS n FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.kind = 'invoice' AND o.status NOT IN ${PAID}` },
  {
    check: 'invoice series (per series and year) with a gap or not starting at 1',
    sql: `SELECT count(*) AS n FROM (SELECT min(sequence) AS lo, max(sequence) AS hi, count(*) AS issued FROM invoices GROUP BY series, year) s WHERE s.lo <> 1 OR s.hi <> s.issued`,
  },
  {
    check: 'invoice counters not at their series\' last number',
    sql: `SELECT count(*) AS n FROM invoice_counters c WHERE c.last_sequence <> (SELECT coalesce(max(i.sequence), 0) FROM invoices i WHERE i.series = c.series AND i.year = c.year)`,
  },
];

/** Every file under `root` with its SHA-256, by relative path. */
const filesUnder = (root: string): Map<string, string> => {
  const found = new Map<string, string>();
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  if (existsSync(root)) walk(root);
  return found;
};

/** An empty place to restore into, and how to reach what was restored. */
interface RestoreTarget {
  /** `db restore`'s environment, and the restored shop's database ('' for the embedded one) and folder. */
  readonly env: Readonly<Record<string, string>>;
  readonly databaseUrl: string;
  readonly dataDir: string;
  /** A restore that must be refused: over what was just restored. */
  readonly againEnv: Readonly<Record<string, string>>;
  /** The restored database, once a shop was started on it. */
  queries(): ShopQueries;
  dispose(): Promise<void>;
}

/** Which database the backed-up shop runs on, and where its backup goes. */
interface BackupSetting {
  startSource(environment: DrillEnvironment): Promise<ShopProcess>;
  /** `db backup`'s environment next to the running shop. */
  backupEnv(environment: DrillEnvironment, shop: ShopProcess): Readonly<Record<string, string>>;
  sourceQueries(environment: DrillEnvironment, shop: ShopProcess): ShopQueries;
  restoreTarget(): Promise<RestoreTarget>;
}

const restoreFolder = (): string => join(mkdtempSync(join(tmpdir(), 'shop-drill-restored-')), 'data');

const keptOpen = (database: DrillDatabase): ShopQueries => ({ query: (sql, params) => database.query(sql, params), close: async () => undefined });

/** The shop on the drill's PostgreSQL server: `pg_dump` reads one snapshot; the restore goes into a fresh database `backup_drill_<pid>_<n>`. */
const ON_SERVER: BackupSetting = {
  startSource: (environment) => environment.startShop(),
  backupEnv: (environment, shop) => ({ DATABASE_URL: environment.database.url, DATA_DIR: shop.dataDir }),
  sourceQueries: (environment) => keptOpen(environment.database),
  restoreTarget: async () => {
    const database = await createDrillDatabase('backup_drill');
    const dataDir = restoreFolder();
    return {
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
      databaseUrl: database.url,
      dataDir,
      againEnv: { DATABASE_URL: database.url, DATA_DIR: join(dataDir, '..', 'again') },
      queries: () => keptOpen(database),
      dispose: () => database.drop(),
    };
  },
};

/** The default install: PGlite in the shop's DATA_DIR; the running shop makes the copy and hands it over on its operator socket. */
const EMBEDDED: BackupSetting = {
  startSource: (environment) => environment.startShop({ databaseUrl: '' }),
  backupEnv: (_environment, shop) => ({ DATABASE_URL: '', DATA_DIR: shop.dataDir }),
  sourceQueries: (_environment, shop) => embeddedShopDatabase(shop.dataDir),
  restoreTarget: async () => {
    const dataDir = restoreFolder();
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    return { env, databaseUrl: '', dataDir, againEnv: env, queries: () => embeddedShopDatabase(dataDir), dispose: async () => undefined };
  },
};

/**
 * Drill 8: `db backup` is taken while eight visitors place orders, half of them paid online at
 * once (an invoice each), then `db restore` puts it into a fresh target and a shop is started on
 * it. The restored orders are whole, every order acknowledged before the backup began is there,
 * the invoice series has no gap, the files are the same, and the restored shop serves its health,
 * a product and its image.
 */
const backupWhileOrdering = (ports: DrillPorts, setting: BackupSetting): Promise<Checks> =>
  inDrillEnvironment(ports, async (environment) => {
    const { checks } = environment;
    const shop = await setting.startSource(environment);
    const client = new ShopClient(shop.baseUrl);
    const productId = await client.productId();
    const acknowledged: string[] = [];
    const paid: string[] = [];
    let payments = 0;
    let running = true;
    const worker = async (index: number): Promise<void> => {
      for (let round = 0; running; round += 1) {
        const method: PaymentMethod = (index + round) % 2 === 0 ? 'bank_transfer' : 'stripe';
        const cartId = await client.filledCart(productId);
        const placed = await client.placeOrder(cartId, method, `drill-backup-${index}-${round}@example.be`);
        if (placed.status !== 201 || placed.body === null) throw new Error(`placing an order answered ${placed.status}`);
        acknowledged.push(placed.body.orderId);
        const session = /\/api\/payments\/simulated\/([^?/]+)/.exec(placed.body.paymentUrl ?? '')?.[1];
        if (session === undefined) continue;
        // Paid when the payment page's form answers 303 to the confirmation page (not followed: that page is the web build's).
        payments += 1;
        const payment = await fetch(`${shop.baseUrl}/api/payments/simulated/${session}/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'x-forwarded-for': `10.250.${(payments >> 8) & 255}.${payments & 255}` },
        });
        if (payment.status !== 303) throw new Error(`paying an order answered ${payment.status}`);
        paid.push(placed.body.orderId);
      }
    };
    // A failing worker stops the load; its error is kept (and reported) instead of ending the process.
    let loadError: unknown = null;
    const load = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index))).catch((error: unknown) => {
      loadError = error;
      running = false;
    });
    const archive = join(mkdtempSync(join(tmpdir(), 'shop-drill-backup-')), 'shop.tar.gz');
    let target: RestoreTarget | null = null;
    let restored: ShopQueries | null = null;
    try {
      await waitFor(async () => !running || (acknowledged.length >= ORDERS_BEFORE && paid.length >= PAID_BEFORE), 60_000, 50);
      const acknowledgedBefore = [...acknowledged];
      const paidBefore = [...paid];
      const started = performance.now();
      const backup = await runCliProcess(['db', 'backup', '--out', archive, '--json'], setting.backupEnv(environment, shop));
      const backupSeconds = Math.round((performance.now() - started) / 100) / 10;
      const duringBackup = acknowledged.length - acknowledgedBefore.length;
      await sleep(ORDERING_AFTER_MS);
      running = false;
      await load;
      if (loadError !== null) throw loadError;
      checks.equal('db backup while orders are placed: exit code', 0, backup.status ?? -1);
      if (backup.status !== 0) throw new Error(`db backup failed: ${backup.stderr}`);
      checks.atLeast('orders acknowledged while the backup ran (the shop kept serving)', 1, duringBackup);
      checks.atLeast('orders acknowledged before the backup began', ORDERS_BEFORE, acknowledgedBefore.length);
      checks.atLeast('orders paid online before the backup began', PAID_BEFORE, paidBefore.length);
      const summary = JSON.parse(backup.stdout) as { bytes: number; files: number; schema: string; database: string };
      checks.note(
        `${acknowledgedBefore.length} orders (${paidBefore.length} paid online) acknowledged before the backup began, ${duringBackup} while it ran (${backupSeconds} s), ${acknowledged.length} in all; archive of the ${summary.database} database ${Math.round(summary.bytes / 1024)} KiB with ${summary.files} files, schema ${summary.schema}.`,
      );
      const source = setting.sourceQueries(environment, shop);
      const sourceOrders = await countRows(source, `SELECT count(*) AS n FROM orders`).finally(() => source.close());

      target = await setting.restoreTarget();
      const restore = await runCliProcess(['db', 'restore', archive, '--json'], target.env);
      checks.equal('db restore into a fresh target: exit code', 0, restore.status ?? -1);
      if (restore.status !== 0) throw new Error(`db restore failed: ${restore.stderr}`);
      const refused = await runCliProcess(['db', 'restore', archive], target.againEnv);
      checks.equal('db restore again over the restored (not empty) target: exit code', 1, refused.status ?? -1);
      const sourceFiles = filesUnder(join(shop.dataDir, 'files'));
      const restoredFiles = filesUnder(join(target.dataDir, 'files'));
      checks.that(
        'files of the file storage restored, byte for byte',
        `${sourceFiles.size} files`,
        `${restoredFiles.size} files${[...sourceFiles].every(([path, sum]) => restoredFiles.get(path) === sum) ? '' : ', some differing'}`,
        sourceFiles.size > 0 && restoredFiles.size === sourceFiles.size && [...sourceFiles].every(([path, sum]) => restoredFiles.get(path) === sum),
      );

      await shop.stop();
      const again = await environment.startShop({ port: ports.shopB, databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      const restoredClient = new ShopClient(again.baseUrl);
      checks.equal('the shop started on the restored target: /api/health', 200, (await restoredClient.request('GET', '/api/health')).status);
      const product = await restoredClient.request<{ images: { imageUrl: string }[] }>('GET', '/api/products/shipping-container-20ft-new?lang=en');
      checks.equal('the shop started on the restored target: a product', 200, product.status);
      const image = await restoredClient.request('GET', product.body?.images[0]?.imageUrl ?? '/media/missing.jpg');
      checks.equal('the shop started on the restored target: the product\'s image', 200, image.status);

      restored = target.queries();
      await checkOrderIntegrity(restored, checks, { singleUseCarts: true });
      for (const { check, sql } of INVOICE_QUERIES) checks.equal(`SQL: ${check}`, 0, await countRows(restored, sql));
      checks.equal(
        'orders acknowledged before the backup began, found restored',
        acknowledgedBefore.length,
        await countRows(restored, `SELECT count(*) AS n FROM orders WHERE id = ANY($1::uuid[])`, [acknowledgedBefore]),
      );
      checks.equal(
        'orders paid before the backup began, restored paid with their invoice',
        paidBefore.length,
        await countRows(restored, `SELECT count(*) AS n FROM orders o JOIN invoices i ON i.order_id = o.id AND i.kind = 'invoice' WHERE o.id = ANY($1::uuid[]) AND o.status = 'paid'`, [paidBefore]),
      );
      const restoredOrders = await countRows(restored, `SELECT count(*) AS n FROM orders`);
      checks.that('restored orders: at least those before the backup, at most those at the end', `${acknowledgedBefore.length}–${sourceOrders}`, restoredOrders, restoredOrders >= acknowledgedBefore.length && restoredOrders <= sourceOrders);
    } finally {
      running = false;
      await load;
      await restored?.close();
      await target?.dispose();
    }
  });

/** Drill 8a: the shop on a PostgreSQL server (`pg_dump -Fc` by the CLI). */
export const backupRestoreDrill = (ports: DrillPorts): Promise<Checks> => backupWhileOrdering(ports, ON_SERVER);

/** Drill 8b: the default install, PGlite in DATA_DIR: the running shop makes the copy (`dumpDataDir`) for the CLI. */
export const embeddedBackupRestoreDrill = (ports: DrillPorts): Promise<Checks> => backupWhileOrdering(ports, EMBEDDED);
