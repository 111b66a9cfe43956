import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildCartDeps } from '../../adapters/composition/cart-use-cases.js';
import { buildOrderUseCases } from '../../adapters/composition/order-use-cases.js';
import { belgianConsumerTotals } from '../support/belgian-totals.js';
import { isValidStructuredCommunication, structuredCommunication } from '../../domain/payments/structured-communication.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING, BRUSSELS_TRUCK, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { UNLIMITED_VAT_LOOKUPS } from '../../application/vat/vat-number-lookups.port.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

/** 3 × € 3300 plus one truck to Brussels for three 20ft containers (€ 753), as the carts test pins them. */
const THREE_TWENTY_FOOT = { unitPrice: 330_000, quantity: 3, transportPrice: 75_300 };

describe('orders', () => {
  let testApp: TestApp;
  const productIds = new Map<string, string>();

  beforeAll(async () => {
    testApp = await startTestApp();
    const rows: { slug: string; product_id: string }[] = await db().query(`SELECT slug, product_id FROM product_translations WHERE language = 'en'`);
    for (const row of rows) productIds.set(row.slug, row.product_id);
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const product = (slug: string): string => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`demo product ${slug} missing`);
    return id;
  };
  const cartWith = async (quantity = 3): Promise<string> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: product(TWENTY_FOOT_NEW), condition: 'new', quantity, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    return cartId;
  };
  const order = (body: Record<string, unknown>) => api().post('/api/orders').send(body);
  const fields = (body: unknown): string[] => ((body as ErrorBody).errors ?? []).map((error) => error.field);
  const cartLineCount = async (cartId: string): Promise<number> =>
    Number((await db().query(`SELECT count(*) AS n FROM cart_items WHERE cart_id = $1`, [cartId]))[0].n);

  it('places a bank-transfer order: priced on the server, items, emails and the emptied cart in one go', async () => {
    const cartId = await cartWith();
    const response = await order({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201);
    const placed = response.body as { orderId: string; accessToken: string; paymentUrl?: string };
    expect(placed.orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(placed.paymentUrl).toBeUndefined();

    const totals = belgianConsumerTotals([THREE_TWENTY_FOOT]);
    const [row] = await db().query(`SELECT * FROM orders WHERE id = $1`, [placed.orderId]);
    expect(row).toMatchObject({
      status: 'pending',
      payment_method: 'bank_transfer',
      payment_verified: false,
      subtotal_cents: totals.subtotal,
      vat_cents: totals.vat,
      total_cents: totals.total,
      language: 'nl',
      cart_id: cartId,
      stripe_session_id: null,
    });
    expect(Number(row.vat_rate)).toBe(0.21);
    expect(Number(row.order_number)).toBeGreaterThanOrEqual(100_001);
    expect(row.structured_communication).toBe(structuredCommunication(Number(row.order_number)));
    expect(isValidStructuredCommunication(row.structured_communication)).toBe(true);
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.access_token_hash).not.toContain(placed.accessToken);

    const items = await db().query(`SELECT * FROM order_items WHERE order_id = $1`, [placed.orderId]);
    expect(items).toEqual([
      expect.objectContaining({ quantity: 3, unit_price_cents: 330_000, transport_price_cents: 75_300, line_total_cents: 1_065_300, selected_condition: 'new', transport_type: 'truck' }),
    ]);
    const emails: { dedupe_key: string; to_address: string; subject: string; text_body: string }[] = await db().query(
      `SELECT dedupe_key, to_address, subject, text_body FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`,
      [`%:${placed.orderId}`],
    );
    expect(emails.map((email) => email.dedupe_key)).toEqual([`order-confirmation:${placed.orderId}`, `order-notification:${placed.orderId}`]);
    expect(emails[0]?.to_address).toBe(SHIPPING.email);
    expect(emails[0]?.text_body).toContain(row.structured_communication);
    expect(emails[1]?.to_address).toBe(testApp.shop.config.companyMailbox);
    expect(await cartLineCount(cartId)).toBe(0);

    const confirmation = await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200);
    expect(confirmation.body).toEqual({
      orderId: placed.orderId,
      orderNumber: Number(row.order_number),
      status: 'pending',
      paymentMethod: 'bank_transfer',
      paymentVerified: false,
      shippingAddress: { ...SHIPPING, companyName: null },
      billingAddress: null,
      items: [
        {
          productId: product(TWENTY_FOOT_NEW),
          productTitle: expect.any(String),
          condition: 'new',
          colorType: 'from_stack',
          ralColor: null,
          quantity: 3,
          unitPrice: 3300,
          transportType: 'truck',
          transportPrice: 753,
          lineTotal: 10_653,
          vatCategory: 'S',
          vatRatePercent: 21,
        },
      ],
      subtotal: centsToEuros(totals.subtotal),
      vat: centsToEuros(totals.vat),
      total: centsToEuros(totals.total),
      vatDetail: {
        breakdown: [{ category: 'S', ratePercent: 21, net: centsToEuros(totals.subtotal), vat: centsToEuros(totals.vat), exemptionReasonCode: null }],
        mention: null,
        customerKind: 'consumer',
        companyName: null,
        vatNumber: null,
        vatNumberConfirmed: false,
        vatNumberCheck: 'not_checked',
        viesConsultation: null,
      },
      structuredCommunication: row.structured_communication,
      invoice: null,
      creditNotes: [],
    });
  });

  it('answers 404 alike for a wrong, missing or foreign token and for unknown orders and sessions', async () => {
    const cartId = await cartWith(1);
    const placed = (await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201)).body as {
      orderId: string;
      accessToken: string;
    };
    const wrong = await api().get(`/api/orders/${placed.orderId}?token=${'x'.repeat(43)}&lang=en`).expect(404);
    const missing = await api().get(`/api/orders/${placed.orderId}?lang=en`).expect(404);
    const unknown = await api().get(`/api/orders/00000000-0000-4000-8000-000000000000?token=${placed.accessToken}&lang=en`).expect(404);
    const malformed = await api().get(`/api/orders/not-a-uuid?token=${placed.accessToken}&lang=en`).expect(404);
    const session = await api().get(`/api/orders/by-session/cs_test_unknown?lang=en`).expect(404);
    for (const body of [missing.body, unknown.body, malformed.body, session.body]) expect(body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ statusCode: 404, message: 'Order not found' });
  });

  it('refuses bad addresses with 400 naming the fields, and unknown or price fields', async () => {
    const cartId = await cartWith(1);
    const noEmail = await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: { ...SHIPPING, email: '' } }).expect(400);
    expect(fields(noEmail.body)).toEqual(['shippingAddress.email']);
    expect((noEmail.body as ErrorBody).message).toBe('Email is required');

    const badBilling = await order({
      cartId,
      lang: 'en',
      paymentMethod: 'bank_transfer',
      shippingAddress: { ...SHIPPING, email: 'not-an-email' },
      billingAddress: { street: 'Rue 1', city: '', postalCode: '1000', country: 'france' },
    }).expect(400);
    expect(fields(badBilling.body).sort()).toEqual(['billingAddress.city', 'billingAddress.country', 'shippingAddress.email']);

    const total = await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, total: 1 }).expect(400);
    expect(fields(total.body)).toEqual(['total']);
    const inner = await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: { ...SHIPPING, price: 1 } }).expect(400);
    expect(fields(inner.body)).toEqual(['shippingAddress.price']);
    const method = await order({ cartId, lang: 'en', paymentMethod: 'cash', shippingAddress: SHIPPING }).expect(400);
    expect(fields(method.body)).toEqual(['paymentMethod']);
    const noAddress = await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer' }).expect(400);
    expect(fields(noAddress.body)).toContain('shippingAddress');

    expect(await cartLineCount(cartId)).toBe(1);
    expect(await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId])).toEqual([]);
  });

  it('refuses an empty cart (400) and an unknown cart (404)', async () => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    const empty = await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(400);
    expect(empty.body).toMatchObject({ message: 'Failed to place order: your cart is empty.', errors: [{ field: 'cartId' }] });
    await order({ cartId: 'A'.repeat(43), lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(404);
  });

  it('charges the current price and refuses with 409, naming the line, what now needs a quote', async () => {
    const productId = product(TWENTY_FOOT_NEW);
    const cartId = await cartWith(1);
    await db().query(`UPDATE products SET price_new_cents = 310000 WHERE id = $1`, [productId]);
    try {
      const placed = (await order({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201)).body as {
        orderId: string;
      };
      const [row] = await db().query(`SELECT subtotal_cents FROM orders WHERE id = $1`, [placed.orderId]);
      // One 20ft container to Brussels travels at the single price (€ 310).
      expect(row.subtotal_cents).toBe(310_000 + 31_000);

      const askOffer = await cartWith(1);
      await db().query(`UPDATE products SET ask_offer_new = true WHERE id = $1`, [productId]);
      const refused = await order({ cartId: askOffer, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(409);
      const title: string = (await db().query(`SELECT title FROM product_translations WHERE product_id = $1 AND language = 'en'`, [productId]))[0].title;
      expect((refused.body as ErrorBody).message).toContain(`"${title}"`);
      expect((refused.body as ErrorBody).message).toMatch(/quote/i);
      expect(await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [askOffer])).toEqual([]);
      expect(await cartLineCount(askOffer)).toBe(1);
    } finally {
      await db().query(`UPDATE products SET price_new_cents = 330000, ask_offer_new = false WHERE id = $1`, [productId]);
    }
  });

  it('writes nothing when its one statement fails after the order, its items and the emptied cart are written', async () => {
    const cartId = await cartWith(2);
    expect(cartId).toMatch(/^[A-Za-z0-9_-]+$/); // written into the trigger below as a literal
    const outboxBefore = Number((await db().query(`SELECT count(*) AS n FROM email_outbox`))[0].n);
    // A trigger fires after the whole statement, so it sees what the statement wrote so far, then makes it fail.
    await db().query(`
      CREATE FUNCTION test_fail_order_email() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE written integer; left_lines integer;
      BEGIN
        SELECT count(*) INTO written FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.cart_id = '${cartId}';
        IF written = 0 THEN RETURN NULL; END IF;
        SELECT count(*) INTO left_lines FROM cart_items WHERE cart_id = '${cartId}';
        RAISE EXCEPTION 'injected outbox failure: % order items written, % cart lines left', written, left_lines;
      END $$;
      CREATE TRIGGER test_fail_order_email AFTER INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION test_fail_order_email();
    `);
    try {
      const { shop } = testApp;
      const orders = buildOrderUseCases({
        dataSource: db(),
        config: shop.config,
        logger: shop.logger,
        carts: buildCartDeps(db(), shop.transportTables, shop.vat, shop.catalogueVersion),
      });
      await expect(
        orders.placeOrder({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS }),
      ).rejects.toThrow('injected outbox failure: 1 order items written, 0 cart lines left');
    } finally {
      await db().query(`DROP TRIGGER test_fail_order_email ON email_outbox; DROP FUNCTION test_fail_order_email();`);
    }
    expect(await db().query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId])).toEqual([]);
    expect(await db().query(`SELECT i.id FROM order_items i LEFT JOIN orders o ON o.id = i.order_id WHERE o.id IS NULL`)).toEqual([]);
    expect(Number((await db().query(`SELECT count(*) AS n FROM email_outbox`))[0].n)).toBe(outboxBefore);
    expect(await cartLineCount(cartId)).toBe(1);
  });
});
