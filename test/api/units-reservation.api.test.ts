import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { reserveUnitsForOrder, UnitShortageError } from '../../adapters/persistence/shared/reserve-units.js';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING } from '../support/order-request.js';

/** A demo product without demo units; these tests give it its units. */
const PRODUCT_SLUG = 'shipping-container-20ft-used';
const SELF_PICKUP = { option: 'self_pickup' } as const;
const BUYERS = 50;
const LAST_UNITS = 3;

/**
 * Reservations where they happen: inside the order's transaction, with row locks that skip locked
 * rows. With DATABASE_URL this runs on the PostgreSQL server with two app instances on the same
 * database (the buyers alternate between them); on the embedded database the same test runs there.
 */
describe('container unit reservations', () => {
  let first: TestApp;
  let second: TestApp;
  let productId = '';
  let serial = 500;

  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ joinRunningShop: true });
    const [row] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [PRODUCT_SLUG]);
    productId = row.product_id;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  beforeEach(async () => {
    await db().query(`UPDATE units SET status = 'available', order_id = NULL, order_item_id = NULL WHERE product_id = $1`, [productId]);
    await db().query(`DELETE FROM units WHERE product_id = $1`, [productId]);
  });

  const db = () => first.shop.database.dataSource;
  const addUnits = async (count: number, condition: string): Promise<string[]> => {
    const numbers = Array.from({ length: count }, () => completeContainerNumber('RSV', 'U', String((serial += 1)).padStart(6, '0')));
    const units = numbers.map((containerNumber) => ({ containerNumber, productId, condition, depot: 'Antwerp', status: 'available', notes: null, cscNextExamination: null }));
    await db().query(
      `INSERT INTO units (container_number, product_id, condition, depot, status) SELECT n."containerNumber", n."productId", n.condition, n.depot, n.status
       FROM jsonb_to_recordset($1::jsonb) AS n("containerNumber" text, "productId" uuid, condition text, depot text, status text)`,
      [JSON.stringify(units)],
    );
    return numbers;
  };
  /** A placed bank-transfer order of a product without units (its units are added afterwards), with its lines. */
  const orderWithLines = async (lines: readonly { condition: string; quantity: number }[]): Promise<string> => {
    const api = request(first.server);
    const cartId = ((await api.post('/api/carts').expect(201)).body as { id: string }).id;
    for (const line of lines) {
      await api.post(`/api/carts/${cartId}/items`).send({ productId, condition: line.condition, quantity: line.quantity, colorType: 'from_stack', transport: SELF_PICKUP, lang: 'en' }).expect(201);
    }
    return ((await api.post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201)).body as { orderId: string }).orderId;
  };
  const reservationLines = (lines: readonly { condition: 'used-a' | 'used-cw' | 'rent'; quantity: number }[]) =>
    lines.map((line) => ({ productId, productTitle: 'Container 20ft used', condition: line.condition, quantity: line.quantity }));

  it('reserves per product and condition inside the caller’s transaction: each line its own units, rent last and cargo-worthy first', async () => {
    const orderId = await orderWithLines([{ condition: 'used-a', quantity: 1 }, { condition: 'used-a', quantity: 2 }, { condition: 'rent', quantity: 1 }]);
    await addUnits(3, 'used-a');
    const cargoWorthy = await addUnits(2, 'used-cw');
    const lines = reservationLines([{ condition: 'used-a', quantity: 1 }, { condition: 'used-a', quantity: 2 }, { condition: 'rent', quantity: 1 }]);
    expect(await db().transaction((manager) => reserveUnitsForOrder(manager, orderId, lines))).toBe(4);
    const items: { quantity: number; selected_condition: string; container_numbers: string[]; held: number }[] = await db().query(
      `SELECT i.quantity, i.selected_condition, i.container_numbers, (SELECT count(*)::int FROM units u WHERE u.order_item_id = i.id AND u.status = 'reserved') AS held
       FROM order_items i WHERE i.order_id = $1 ORDER BY i.position`,
      [orderId],
    );
    expect(items.map((item) => [item.selected_condition, item.quantity, item.held, item.container_numbers.length])).toEqual(
      expect.arrayContaining([
        ['used-a', 1, 1, 1],
        ['used-a', 2, 2, 2],
        ['rent', 1, 1, 1],
      ]),
    );
    const [rented] = items.find((item) => item.selected_condition === 'rent')?.container_numbers ?? [];
    expect(cargoWorthy).toContain(rented);
    expect(new Set(items.flatMap((item) => item.container_numbers)).size).toBe(4);
  });

  it('throws a shortage naming how many were left, and the caller’s transaction rolls back whole', async () => {
    const orderId = await orderWithLines([{ condition: 'used-a', quantity: 3 }]);
    await addUnits(2, 'used-a');
    const attempt = db().transaction(async (manager) => {
      await manager.query(`UPDATE orders SET structured_communication = 'written in the transaction' WHERE id = $1`, [orderId]);
      return reserveUnitsForOrder(manager, orderId, reservationLines([{ condition: 'used-a', quantity: 3 }]));
    });
    await expect(attempt).rejects.toBeInstanceOf(UnitShortageError);
    await expect(attempt).rejects.toMatchObject({ shortage: { productId, condition: 'used-a', wanted: 3, left: 2 } });
    expect(await db().query(`SELECT status FROM units WHERE product_id = $1`, [productId])).toEqual([{ status: 'available' }, { status: 'available' }]);
    expect((await db().query(`SELECT structured_communication FROM orders WHERE id = $1`, [orderId]))[0].structured_communication).not.toBe('written in the transaction');
  });

  it('leaves a product without units alone', async () => {
    const orderId = await orderWithLines([{ condition: 'used-a', quantity: 2 }]);
    expect(await db().transaction((manager) => reserveUnitsForOrder(manager, orderId, reservationLines([{ condition: 'used-a', quantity: 2 }])))).toBe(0);
  });

  it(`gives ${BUYERS} buyers at once for the last ${LAST_UNITS} units, on two instances, exactly ${LAST_UNITS} orders and ${BUYERS - LAST_UNITS} clear 409s, no unit in two orders`, async () => {
    await addUnits(LAST_UNITS, 'used-a');
    const ordersBefore = Number((await db().query(`SELECT count(*) AS n FROM orders`))[0].n);
    const instanceOf = (buyer: number): TestApp => (buyer % 2 === 0 ? first : second);
    const addressOf = (buyer: number): string => `198.18.${Math.floor(buyer / 200)}.${(buyer % 200) + 1}`;
    const carts = await Promise.all(
      Array.from({ length: BUYERS }, async (_, buyer) => {
        const api = request(instanceOf(buyer).server);
        const cartId = ((await api.post('/api/carts').set('X-Forwarded-For', addressOf(buyer)).expect(201)).body as { id: string }).id;
        await api
          .post(`/api/carts/${cartId}/items`)
          .set('X-Forwarded-For', addressOf(buyer))
          .send({ productId, condition: 'used-a', quantity: 1, colorType: 'from_stack', transport: SELF_PICKUP, lang: 'en' })
          .expect(201);
        return cartId;
      }),
    );
    const answers = await Promise.all(
      carts.map((cartId, buyer) =>
        request(instanceOf(buyer).server)
          .post('/api/orders?lang=en')
          .set('X-Forwarded-For', addressOf(buyer))
          .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as { orderId: string }).orderId);
    const refused = answers.filter((answer) => answer.status === 409);
    expect([placed.length, refused.length]).toEqual([LAST_UNITS, BUYERS - LAST_UNITS]);
    for (const answer of refused) expect((answer.body as { message: string }).message).toMatch(/^"[^"]*20ft[^"]*": Sold out in this condition \(0 left\)\./);
    const held: { order_id: string; container_number: string }[] = await db().query(
      `SELECT order_id, container_number FROM units WHERE product_id = $1 AND status = 'reserved' ORDER BY container_number`,
      [productId],
    );
    expect(held).toHaveLength(LAST_UNITS);
    expect(new Set(held.map((unit) => unit.order_id))).toEqual(new Set(placed));
    const recorded: { numbers: string[] }[] = await db().query(
      `SELECT i.container_numbers AS numbers FROM order_items i WHERE i.order_id = ANY($1::uuid[])`,
      [placed],
    );
    expect(recorded.flatMap((item) => item.numbers).sort()).toEqual(held.map((unit) => unit.container_number));
    // A refused buyer left nothing behind: no order, no line.
    expect(Number((await db().query(`SELECT count(*) AS n FROM orders`))[0].n)).toBe(ordersBefore + LAST_UNITS);
  });
});
