import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { erasePersonalData } from '../../application/privacy/erase-personal-data.use-case.js';
import type { PersonalDataStore } from '../../application/privacy/personal-data-store.port.js';
import { SqlPersonalDataStore } from '../../adapters/persistence/privacy/sql-personal-data-store.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';

const EMAIL = 'race.person@example.be';
const NAME = 'Rosa Racewagen';

/**
 * An order placed while an erasure runs is never anonymised while open: the erasure checks for open
 * orders in its own transaction, under locks that a new order waits on (docs/privacy.md).
 */
describe('an erasure racing an order', () => {
  let testApp: TestApp;
  let admin: string;
  const api = () => request(testApp.server);
  const db = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const onPostgresqlServer = process.env['DATABASE_URL'] !== undefined && process.env['DATABASE_URL'] !== '';

  /** A cart ready to be ordered from, so that only the order itself is left to place. */
  const cartWithContainer = async (): Promise<string> => {
    const [product] = await db<{ product_id: string }>(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [TWENTY_FOOT_NEW]);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId: product?.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'nl' }).expect(201);
    return cartId;
  };
  const placeOrder = async (cartId: string): Promise<string> => {
    const placed = await api().post('/api/orders').send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: { ...SHIPPING, name: NAME, email: EMAIL } }).expect(201);
    return (placed.body as { orderId: string }).orderId;
  };
  const nameOn = async (orderId: string): Promise<string | undefined> =>
    (await db<{ name: string }>(`SELECT shipping_address->>'name' AS name FROM orders WHERE id = $1`, [orderId]))[0]?.name;
  const completedOrder = async (): Promise<string> => {
    const orderId = await placeOrder(await cartWithContainer());
    for (const status of ['paid', 'processing', 'shipped', 'completed']) {
      await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status }).expect(200);
    }
    return orderId;
  };
  /** The erasure of the admin's Privacy screen, on a store whose erasure `hooked` wraps. */
  const eraseThrough = (hooked: (store: SqlPersonalDataStore) => PersonalDataStore) =>
    erasePersonalData({ store: hooked(new SqlPersonalDataStore(testApp.shop.database.dataSource)), files: testApp.shop.files })(EMAIL, 'admin@example.be');

  /**
   * Whether a statement is waiting for a lock before `done()`: seen in pg_stat_activity on a PostgreSQL
   * server; the embedded database runs one transaction at a time, so there a statement of another
   * transaction cannot run before the one holding it ends (waited for half a second).
   */
  const waitingForLock = async (done: () => boolean): Promise<boolean> => {
    if (!onPostgresqlServer) return new Promise((resolve) => setTimeout(() => resolve(!done()), 500));
    const watcher = testApp.shop.database.dataSource.createQueryRunner();
    try {
      while (!done()) {
        const [row] = (await watcher.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as { waiting: number }[];
        if ((row?.waiting ?? 0) > 0) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    } finally {
      await watcher.release();
    }
  };

  beforeAll(async () => {
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
  });
  afterAll(async () => testApp?.close());

  it('refuses, as for any open order, when the order is placed after the erasure was asked for and before it writes', async () => {
    const earlier = await completedOrder();
    const cartId = await cartWithContainer();
    let placed = '';
    const erased = await eraseThrough((store) => ({
      collect: (email) => store.collect(email),
      sweep: (cutoffs, by) => store.sweep(cutoffs, by),
      erase: async (email, by) => {
        placed = await placeOrder(cartId);
        return store.erase(email, by);
      },
    }));

    const [order] = await db<{ order_number: string }>(`SELECT order_number::text AS order_number FROM orders WHERE id = $1`, [placed]);
    expect(erased.ok ? 'erased' : erased.error.message.en).toBe(`Order ${order?.order_number} is not completed or cancelled yet: complete or cancel it first.`);
    // Nothing half-written: neither the open order nor the completed one lost the person.
    expect([await nameOn(placed), await nameOn(earlier)]).toEqual([NAME, NAME]);
    await api().post(`/api/admin/orders/${placed}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);
  });

  it('makes an order placed while it writes wait until it has committed, so the new order keeps its customer', async () => {
    const cartId = await cartWithContainer();
    let placing: Promise<string> | undefined;
    let settled = false;
    const store = new SqlPersonalDataStore(testApp.shop.database.dataSource, {
      afterCheck: async () => {
        placing = placeOrder(cartId).finally(() => (settled = true));
        placing.catch(() => undefined);
        expect(await waitingForLock(() => settled)).toBe(true);
      },
    });

    const erased = await erasePersonalData({ store, files: testApp.shop.files })(EMAIL, 'admin@example.be');
    expect(erased.ok).toBe(true);
    const placed = await (placing ?? Promise.reject(new Error('the hook did not run')));
    expect(await nameOn(placed)).toBe(NAME);
    await api().post(`/api/admin/orders/${placed}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);
  });

  it('runs again when the server aborts it in a deadlock with a writer that took the orders before the offers', async () => {
    const writer = testApp.shop.database.dataSource.createQueryRunner();
    await writer.connect();
    await writer.startTransaction();
    let erasing: ReturnType<ReturnType<typeof erasePersonalData>> | undefined;
    let erasureSettled = false;
    try {
      // The writer looks for a deadlock only after 10 s, so the server aborts the erasure (after its 1 s).
      if (onPostgresqlServer) await writer.query(`SET LOCAL deadlock_timeout = '10s'`);
      await writer.query(`UPDATE orders SET status = status WHERE false`);
      erasing = erasePersonalData({ store: new SqlPersonalDataStore(testApp.shop.database.dataSource), files: testApp.shop.files })(EMAIL, 'admin@example.be');
      erasing.finally(() => (erasureSettled = true)).catch(() => undefined);
      expect(await waitingForLock(() => erasureSettled)).toBe(true);
      await writer.query(`UPDATE offers SET status = status WHERE false`);
      await writer.commitTransaction();
    } finally {
      if (writer.isTransactionActive) await writer.rollbackTransaction();
      await writer.release();
    }
    const erased = await (erasing ?? Promise.reject(new Error('the erasure did not start')));
    expect(erased.ok).toBe(true);
  });
});
