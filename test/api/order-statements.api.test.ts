import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Logger } from 'typeorm';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';

/** Keeps the text of every statement the shop sends. */
class RecordingSqlLogger implements Logger {
  readonly statements: string[] = [];
  logQuery(query: string): void {
    this.statements.push(query.replace(/\s+/g, ' ').trim());
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** docs/performance-notes.md, "Writes": no transaction round trips, the order written by one statement. */
describe('SQL statements of placing an order', () => {
  const sql = new RecordingSqlLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ sqlLogger: sql, env: { CATALOGUE_FRESHNESS_MS: '60000' } });
  });
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);

  it('draws the order number, then writes the order, its items, its emails and the emptied cart in one statement', async () => {
    const [product]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: product?.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);

    const before = sql.statements.length;
    const placed = await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201);
    const statements = sql.statements.slice(before);

    expect(statements.filter((statement) => /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK)/i.test(statement))).toEqual([]);
    const writes = statements.filter((statement) => /INSERT INTO (orders|order_items|email_outbox)|DELETE FROM cart_items/.test(statement));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^WITH claimed AS .*INSERT INTO orders .*INSERT INTO order_items .*INSERT INTO email_outbox /);
    expect(statements.filter((statement) => statement.includes("nextval('order_number_seq')"))).toHaveLength(1);
    // What was written is the whole order: its item, both emails and the emptied cart.
    const orderId = (placed.body as { orderId: string }).orderId;
    const db = testApp.shop.database.dataSource;
    expect(await db.query(`SELECT count(*)::int AS n FROM order_items WHERE order_id = $1`, [orderId])).toEqual([{ n: 1 }]);
    expect(
      await db.query(`SELECT count(*)::int AS n FROM email_outbox WHERE dedupe_key IN ($1, $2)`, [`order-confirmation:${orderId}`, `order-notification:${orderId}`]),
    ).toEqual([{ n: 2 }]);
    expect(await db.query(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cartId])).toEqual([{ n: 0 }]);
  });
});
