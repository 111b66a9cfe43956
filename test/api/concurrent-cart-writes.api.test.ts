import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildCartDeps } from '../../adapters/composition/cart-use-cases.js';
import { buildOrderUseCases } from '../../adapters/composition/order-use-cases.js';
import type { CartDeps } from '../../application/cart/priced-cart.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING, BRUSSELS_TRUCK, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { UNLIMITED_VAT_LOOKUPS } from '../../application/vat/vat-number-lookups.port.js';

const SELF_PICKUP = { option: 'self_pickup' } as const;
const CART_CHANGED = 'Your cart changed in the meantime. Please check it and place the order again.';

interface CartBody {
  id: string;
  items: { id: string; unitPrice: number; quantity: number }[];
  itemCount: number;
}

/**
 * Writes that race on one cart (migration 0018's line count and version) and
 * prices that change between pricing and writing (the catalogue version check).
 */
describe('concurrent cart writes', () => {
  let testApp: TestApp;
  let productId = '';

  beforeAll(async () => {
    // A long freshness window: the shop keeps trusting the catalogue version it knows, so a change made
    // behind its back is only caught by the version check of the write itself.
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '600000' } });
    const [row] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [TWENTY_FOOT_NEW]);
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const newCart = async (): Promise<string> => ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
  const add = (cartId: string, quantity = 1, transport: object = SELF_PICKUP) =>
    api().post(`/api/carts/${cartId}/items`).send({ productId, condition: 'new', quantity, colorType: 'from_stack', transport, lang: 'en' });
  const lineCount = async (cartId: string): Promise<{ lines: number; counted: number }> => {
    const [row] = await db().query(`SELECT (SELECT count(*)::int FROM cart_items WHERE cart_id = $1) AS lines, line_count AS counted FROM carts WHERE id = $1`, [
      cartId,
    ]);
    return { lines: row.lines, counted: row.counted };
  };
  const setPrice = (cents: number) => db().query(`UPDATE products SET price_new_cents = $2 WHERE id = $1`, [productId, cents]);
  const order = (cartId: string) => api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING });

  it('adds every one of 20 lines sent at once to one cart, each answer holding its own line', async () => {
    const cartId = await newCart();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => add(cartId, (index % 5) + 1)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const bodies = answers.map((answer) => answer.body as CartBody);
    const newLines = bodies.map((body) => body.items[0]?.id);
    expect(new Set(newLines).size).toBe(20);
    for (const body of bodies) expect(body.itemCount).toBe(body.items.reduce((sum, item) => sum + item.quantity, 0));
    // The answers tell the order the lines were written in: each holds every line written before it.
    const sizes = bodies.map((body) => body.items.length).sort((a, b) => a - b);
    expect(sizes).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(await lineCount(cartId)).toEqual({ lines: 20, counted: 20 });
    const stored = (await api().get(`/api/carts/${cartId}?lang=en`).expect(200)).body as CartBody;
    expect(stored.items.map((item) => item.id).sort()).toEqual([...newLines].sort());
  });

  it('lets exactly as many of a burst in as the 50-line limit leaves room for', async () => {
    const cartId = await newCart();
    for (let line = 0; line < 45; line += 1) await add(cartId).expect(201);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => add(cartId)))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await lineCount(cartId)).toEqual({ lines: 50, counted: 50 });
    await api().delete(`/api/carts/${cartId}/items`).expect(200);
    expect(await lineCount(cartId)).toEqual({ lines: 0, counted: 0 });
  });

  it('prices an add at a price changed behind the shop\'s back, not at the one it remembered', async () => {
    const cartId = await newCart();
    expect(((await add(cartId).expect(201)).body as CartBody).items[0]?.unitPrice).toBe(3300);
    await setPrice(310_000);
    try {
      const answer = (await add(cartId).expect(201)).body as CartBody;
      expect(answer.items.map((item) => item.unitPrice)).toEqual([3100, 3100]);
      const [stored] = await db().query(`SELECT unit_price_cents FROM cart_items WHERE id = $1`, [answer.items[0]?.id]);
      expect(stored.unit_price_cents).toBe(310_000);
    } finally {
      await setPrice(330_000);
    }
  });

  it('places exactly one of two bank-transfer orders sent at once from one cart; the other is told the cart changed', async () => {
    const cartId = await newCart();
    await add(cartId, 2, BRUSSELS_TRUCK).expect(201);
    const answers = await Promise.all([order(cartId), order(cartId)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // Priced before the other claimed the cart: told it changed; priced after: the cart is already empty.
    expect([[201, 409], [201, 400]]).toContainEqual(statuses);
    const refused = answers.find((answer) => answer.status !== 201);
    expect(refused?.body.message).toBe(statuses[1] === 409 ? CART_CHANGED : 'Failed to place order: your cart is empty.');
    const orders: { id: string }[] = await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId]);
    expect(orders).toHaveLength(1);
    const emails: unknown[] = await db().query(`SELECT id FROM email_outbox WHERE dedupe_key LIKE $1`, [`%:${orders[0]?.id}`]);
    expect(emails).toHaveLength(2);
    expect(await lineCount(cartId)).toEqual({ lines: 0, counted: 0 });
  });

  /** The order use cases with the cart read followed, once, by `meanwhile` (a change between pricing and claiming). */
  const ordersChangingAfterPricing = (meanwhile: (cartId: string) => Promise<unknown>) => {
    const { shop } = testApp;
    const deps = buildCartDeps(db(), shop.transportTables, shop.vat, shop.catalogueVersion);
    let changed = false;
    const carts: CartDeps['carts'] = Object.assign(Object.create(deps.carts) as CartDeps['carts'], {
      lines: async (cartId: string) => {
        const contents = await deps.carts.lines(cartId);
        if (!changed) {
          changed = true;
          await meanwhile(cartId);
        }
        return contents;
      },
    });
    return buildOrderUseCases({ dataSource: db(), config: shop.config, logger: shop.logger, carts: { ...deps, carts } });
  };

  it('tells the second of two orders priced from one cart before either was written that the cart changed', async () => {
    const cartId = await newCart();
    await add(cartId, 2, BRUSSELS_TRUCK).expect(201);
    const orders = ordersChangingAfterPricing(async (id) => order(id).expect(201));
    const placed = await orders.placeOrder({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(placed).toEqual({ ok: false, error: { kind: 'conflict', message: expect.objectContaining({ en: CART_CHANGED }) } });
    expect(await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId])).toHaveLength(1);
    expect(await lineCount(cartId)).toEqual({ lines: 0, counted: 0 });
  });

  it('refuses an order whose cart got another line after it was priced, writing nothing', async () => {
    const cartId = await newCart();
    await add(cartId).expect(201);
    const orders = ordersChangingAfterPricing(async (id) => add(id).expect(201));
    const placed = await orders.placeOrder({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(placed).toEqual({ ok: false, error: { kind: 'conflict', message: expect.objectContaining({ en: CART_CHANGED }) } });
    expect(await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId])).toEqual([]);
    expect(await lineCount(cartId)).toEqual({ lines: 2, counted: 2 });
  });

  it('charges the new price when the price changed between pricing and placing the order', async () => {
    const cartId = await newCart();
    await add(cartId).expect(201);
    const orders = ordersChangingAfterPricing(() => setPrice(310_000));
    try {
      const placed = await orders.placeOrder({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
      if (!placed.ok) throw new Error(`the order was refused: ${placed.error.message.en}`);
      const [row] = await db().query(`SELECT subtotal_cents FROM orders WHERE id = $1`, [placed.value.orderId]);
      expect(row.subtotal_cents).toBe(310_000);
      const [item] = await db().query(`SELECT unit_price_cents FROM order_items WHERE order_id = $1`, [placed.value.orderId]);
      expect(item.unit_price_cents).toBe(310_000);
      expect(await lineCount(cartId)).toEqual({ lines: 0, counted: 0 });
    } finally {
      await setPrice(330_000);
    }
  });
});
