import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Logger } from 'typeorm';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { validateOrderAddresses } from '../../domain/forms/order-addresses.js';
import type { OrderLine } from '../../domain/orders/order.js';
import type { OrderWrite, PricedVersions, ReservedOrder } from '../../application/orders/order-repository.port.js';
import { SqlOrderRepository } from '../../adapters/persistence/orders/sql-order-repository.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { invoicesInTransaction } from '../../adapters/composition/invoices-in-transaction.js';

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

/** What the order use case would write for one bank-transfer line of `quantity` used-a units of the product (self pick-up). */
const orderWrite = (reserved: ReservedOrder, cartId: string, priced: PricedVersions, quantity: number): OrderWrite => {
  const addresses = validateOrderAddresses({ shippingAddress: SHIPPING });
  if (!addresses.ok) throw new Error('the test address is refused');
  const line: OrderLine = {
    productId: managedProduct.id,
    productTitle: 'Container 20ft used',
    condition: 'used-a',
    colorType: 'from_stack',
    ralColor: null,
    quantity,
    unitPrice: 180_000,
    transportType: 'self_pickup',
    transportPrice: 0,
    transportCountry: null,
    transportPostcode: null,
    lineTotal: 180_000 * quantity,
    vat: { category: 'S', ratePercent: 21, taxCountry: 'BE', rule: 'domestic', amount: 37_800 * quantity },
  };
  return {
    priced,
    emptyCart: true,
    order: {
      ...reserved,
      accessTokenHash: 'a'.repeat(64),
      userId: null,
      language: 'en',
      paymentMethod: 'bank_transfer',
      shippingAddress: addresses.value.shippingAddress,
      billingAddress: null,
      subtotal: line.lineTotal,
      vat: 37_800 * quantity,
      total: 217_800 * quantity,
      vatRate: 0.21,
      vatDetail: {
        customerKind: 'consumer',
        companyName: null,
        vatNumber: null,
        vatNumberCheck: 'not_checked',
        viesConsultation: null,
        vatCheckedAt: null,
        ossEnabled: false,
        decidedAt: new Date().toISOString(),
        breakdown: [],
      },
      structuredCommunication: null,
      cartId,
    },
    items: [line],
    emails: [],
    unitLines: [{ productId: managedProduct.id, productTitle: line.productTitle, condition: 'used-a', quantity }],
  };
};
const managedProduct = { id: '' };

/** A demo product without demo units; these tests give it its units. */
const MANAGED_SLUG = 'shipping-container-20ft-used';
const SELF_PICKUP = { option: 'self_pickup' } as const;
const TRANSACTION_STATEMENT = /^(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT)/i;

/**
 * An order whose managed lines are of one product and condition (the usual cart) reserves its units in
 * the one autocommit statement that writes the order (docs/units.md, "Reservations"): no transaction
 * round trips, all or nothing. Orders with several products or conditions under units reserve in a
 * transaction (test/api/units-reservation.api.test.ts).
 */
describe('reserving units in the statement that writes the order', () => {
  const sql = new RecordingSqlLogger();
  let testApp: TestApp;
  let managedId = '';
  let unmanagedId = '';
  let serial = 700;
  let client = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ sqlLogger: sql });
    const idOf = async (slug: string): Promise<string> =>
      ((await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [slug])) as { product_id: string }[])[0]?.product_id ?? '';
    managedId = await idOf(MANAGED_SLUG);
    managedProduct.id = managedId;
    unmanagedId = await idOf(TWENTY_FOOT_NEW);
  });
  afterAll(async () => testApp?.close());
  beforeEach(async () => {
    await db().query(`UPDATE units SET status = 'available', order_id = NULL, order_item_id = NULL WHERE product_id = $1`, [managedId]);
    await db().query(`DELETE FROM units WHERE product_id = $1`, [managedId]);
  });

  const db = () => testApp.shop.database.dataSource;
  const addUnits = async (count: number, condition: string): Promise<string[]> => {
    const numbers = Array.from({ length: count }, () => completeContainerNumber('STM', 'U', String((serial += 1)).padStart(6, '0')));
    await db().query(
      `INSERT INTO units (container_number, product_id, condition, depot) SELECT number, $2, $3, 'Antwerp' FROM unnest($1::text[]) AS number`,
      [numbers, managedId, condition],
    );
    return numbers;
  };
  /** A cart with the lines, each added on its own (two lines of one product and condition stay two lines). */
  const cartWith = async (lines: readonly { productId: string; condition: string; quantity: number }[]): Promise<{ cartId: string; address: string }> => {
    client += 1;
    const address = `198.19.7.${client}`;
    const api = request(testApp.server);
    const cartId = ((await api.post('/api/carts').set('X-Forwarded-For', address).expect(201)).body as { id: string }).id;
    for (const line of lines) {
      await api
        .post(`/api/carts/${cartId}/items`)
        .set('X-Forwarded-For', address)
        .send({ ...line, colorType: 'from_stack', transport: SELF_PICKUP, lang: 'en' })
        .expect(201);
    }
    return { cartId, address };
  };
  const order = async ({ cartId, address }: { cartId: string; address: string }) => {
    const before = sql.statements.length;
    const answer = await request(testApp.server)
      .post('/api/orders')
      .set('X-Forwarded-For', address)
      .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING });
    return { answer, statements: sql.statements.slice(before) };
  };

  it('writes the order, its lines with their container numbers, the reservation, the emails and the emptied cart in one statement, without counting the units first', async () => {
    const numbers = await addUnits(4, 'used-a');
    const cart = await cartWith([
      { productId: managedId, condition: 'used-a', quantity: 1 },
      { productId: unmanagedId, condition: 'new', quantity: 1 },
      { productId: managedId, condition: 'used-a', quantity: 2 },
    ]);
    const { answer, statements } = await order(cart);
    expect(answer.status).toBe(201);
    expect(statements.filter((statement) => TRANSACTION_STATEMENT.test(statement))).toEqual([]);
    // No count of the units first: the statement that writes the order is the one that looks at them
    // (a cold product read may ask which products have units at all).
    expect(statements.filter((statement) => /FROM units/.test(statement) && !/INSERT INTO orders/.test(statement) && !/managed_by_units/.test(statement))).toEqual([]);
    const writes = statements.filter((statement) => /INSERT INTO (orders|order_items|email_outbox)|UPDATE units|DELETE FROM cart_items/.test(statement));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^WITH claimed AS .*FOR UPDATE OF u SKIP LOCKED.*INSERT INTO orders .*INSERT INTO order_items .*UPDATE units .*INSERT INTO email_outbox /);

    const orderId = (answer.body as { orderId: string }).orderId;
    const items: { product_id: string; quantity: number; container_numbers: string[]; held: string[] }[] = await db().query(
      `SELECT i.product_id, i.quantity, i.container_numbers,
         array(SELECT u.container_number FROM units u WHERE u.order_item_id = i.id AND u.order_id = i.order_id AND u.status = 'reserved' ORDER BY 1) AS held
       FROM order_items i WHERE i.order_id = $1 ORDER BY i.position`,
      [orderId],
    );
    expect(items.map((item) => [item.product_id, item.quantity, item.container_numbers.length]).sort()).toEqual(
      [
        [managedId, 1, 1],
        [unmanagedId, 1, 0],
        [managedId, 2, 2],
      ].sort(),
    );
    // Each line holds exactly the units it names: three different units, one left.
    for (const item of items) expect(item.held).toEqual(item.container_numbers);
    const given = items.flatMap((item) => item.container_numbers);
    expect(new Set(given).size).toBe(3);
    expect(given.every((number) => numbers.includes(number))).toBe(true);
    expect(await db().query(`SELECT count(*)::int AS n FROM units WHERE product_id = $1 AND status = 'available'`, [managedId])).toEqual([{ n: 1 }]);
    expect(
      await db().query(`SELECT count(*)::int AS n FROM email_outbox WHERE dedupe_key IN ($1, $2)`, [`order-confirmation:${orderId}`, `order-notification:${orderId}`]),
    ).toEqual([{ n: 2 }]);
    expect(await db().query(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cart.cartId])).toEqual([{ n: 0 }]);
  });

  it('too few units when the statement runs (another order took one after pricing): UnitsShort with how many were left, and nothing written', async () => {
    await addUnits(2, 'used-a');
    const { cartId } = await cartWith([{ productId: managedId, condition: 'used-a', quantity: 1 }]);
    const repository = new SqlOrderRepository(db(), 'shop@example.be', invoicesInTransaction('shop@example.be'));
    const [versions]: { cart: string; catalogue: string }[] = await db().query(
      `SELECT c.version::text AS cart, (SELECT version::text FROM cache_versions WHERE name = 'catalogue') AS catalogue FROM carts c WHERE c.id = $1`,
      [cartId],
    );
    if (versions === undefined) throw new Error('the cart is missing');
    const reserved = await repository.reserveOrder();
    // The cart was priced at one unit; the write asks three, as a cart priced before two others ordered would.
    const write = orderWrite(reserved, cartId, versions, 3);
    const ordersBefore: { n: number }[] = await db().query(`SELECT count(*)::int AS n FROM orders`);
    const emailsBefore: { n: number }[] = await db().query(`SELECT count(*)::int AS n FROM email_outbox`);
    const before = sql.statements.length;

    expect(await repository.placeOrder(write)).toEqual({ kind: 'units-short', productTitle: 'Container 20ft used', condition: 'used-a', wanted: 3, left: 2 });
    expect(sql.statements.slice(before)).toHaveLength(1);
    expect(await db().query(`SELECT count(*)::int AS n FROM orders`)).toEqual(ordersBefore);
    expect(await db().query(`SELECT count(*)::int AS n FROM email_outbox`)).toEqual(emailsBefore);
    expect(await db().query(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cartId])).toEqual([{ n: 1 }]);
    expect(await db().query(`SELECT count(*)::int AS n FROM units WHERE product_id = $1 AND status = 'available'`, [managedId])).toEqual([{ n: 2 }]);

    // A cart changed since pricing is not claimed: false, and no unit taken either.
    expect(await repository.placeOrder(orderWrite(reserved, cartId, { ...versions, cart: String(Number(versions.cart) - 1) }, 2))).toBe(false);
    expect(await db().query(`SELECT count(*)::int AS n FROM units WHERE product_id = $1 AND status = 'available'`, [managedId])).toEqual([{ n: 2 }]);
    // The same write when the units are there: placed, both reserved for its line.
    expect(await repository.placeOrder(orderWrite(reserved, cartId, versions, 2))).toBe(true);
    expect(await db().query(`SELECT count(*)::int AS n FROM units WHERE order_id = $1 AND status = 'reserved'`, [reserved.id])).toEqual([{ n: 2 }]);
  });

  it('an order for more units than are left is refused by that statement: 409 naming the product and how many are left, nothing written', async () => {
    await addUnits(1, 'used-a');
    const cart = await cartWith([{ productId: managedId, condition: 'used-a', quantity: 2 }]);
    const ordersBefore: { n: number }[] = await db().query(`SELECT count(*)::int AS n FROM orders`);
    const { answer, statements } = await order(cart);
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toMatch(/^"[^"]*20ft[^"]*": Only 1 left in this condition\./);
    expect(statements.filter((statement) => /INSERT INTO orders/.test(statement))).toHaveLength(1);
    expect(await db().query(`SELECT count(*)::int AS n FROM orders`)).toEqual(ordersBefore);
    expect(await db().query(`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = $1`, [cart.cartId])).toEqual([{ n: 1 }]);
    expect(await db().query(`SELECT count(*)::int AS n FROM units WHERE product_id = $1 AND status = 'available'`, [managedId])).toEqual([{ n: 1 }]);
  });

  it('a rent order reserves in its one statement too, whatever the condition, cargo-worthy first even when older units of other conditions wait', async () => {
    const [older] = await addUnits(1, 'used-a');
    const [cargoWorthy] = await addUnits(1, 'used-cw');
    const { answer, statements } = await order(await cartWith([{ productId: managedId, condition: 'rent', quantity: 1 }]));
    expect(answer.status).toBe(201);
    expect(statements.filter((statement) => TRANSACTION_STATEMENT.test(statement))).toEqual([]);
    expect(statements.filter((statement) => /UPDATE units/.test(statement))).toEqual([expect.stringMatching(/^WITH claimed AS .*array_position.*INSERT INTO orders /)]);
    const items: { container_numbers: string[] }[] = await db().query(`SELECT container_numbers FROM order_items WHERE order_id = $1`, [
      (answer.body as { orderId: string }).orderId,
    ]);
    expect(items).toEqual([{ container_numbers: [cargoWorthy] }]);
    expect(await db().query(`SELECT status FROM units WHERE container_number = $1`, [older])).toEqual([{ status: 'available' }]);
  });

  it('an order with a sale line and a rent line of one product reserves in one transaction: the rent line takes what the sale leaves, cargo-worthy first', async () => {
    const [saleUnit] = await addUnits(1, 'used-a');
    const [cargoWorthy] = await addUnits(1, 'used-cw');
    const cart = await cartWith([
      { productId: managedId, condition: 'rent', quantity: 1 },
      { productId: managedId, condition: 'used-a', quantity: 1 },
    ]);
    const { answer } = await order(cart);
    expect(answer.status).toBe(201);
    const items: { selected_condition: string; container_numbers: string[] }[] = await db().query(
      `SELECT selected_condition, container_numbers FROM order_items WHERE order_id = $1 ORDER BY position`,
      [(answer.body as { orderId: string }).orderId],
    );
    expect(Object.fromEntries(items.map((item) => [item.selected_condition, item.container_numbers]))).toEqual({ rent: [cargoWorthy], 'used-a': [saleUnit] });
  });
});
