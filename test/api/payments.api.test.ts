import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import Stripe from 'stripe';
import { expireSimulatedSessions } from '../../adapters/local/simulated-session-expiry.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SHIPPING = {
  name: 'Marie Dubois',
  email: 'marie@example.fr',
  phone: '+32 470 11 22 33',
  street: 'Rue Neuve 5',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'belgium',
};
const BRUSSELS_TRUCK = { option: 'truck', country: 'BE', postcode: '1000' } as const;

interface Placed {
  orderId: string;
  accessToken: string;
  paymentUrl?: string;
}

const placeStripeOrder = async (testApp: TestApp): Promise<{ placed: Placed; cartId: string }> => {
  const api = request(testApp.server);
  const [row] = await testApp.shop.database.dataSource.query(
    `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`,
  );
  const cartId = ((await api.post('/api/carts').expect(201)).body as { id: string }).id;
  await request(testApp.server)
    .post(`/api/carts/${cartId}/items`)
    .send({ productId: row.product_id, condition: 'new', quantity: 2, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'fr' })
    .expect(201);
  const response = await request(testApp.server)
    .post('/api/orders')
    .send({ cartId, lang: 'fr', paymentMethod: 'stripe', shippingAddress: SHIPPING })
    .expect(201);
  return { placed: response.body as Placed, cartId };
};

describe('payments with the simulated checkout (offline default)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const secret = (): string => testApp.shop.config.payments.webhookSecret;
  const sessionOf = async (orderId: string): Promise<string> =>
    (await db().query(`SELECT stripe_session_id FROM orders WHERE id = $1`, [orderId]))[0].stripe_session_id;
  const orderState = async (orderId: string) =>
    (await db().query(`SELECT status, payment_verified, paid_at FROM orders WHERE id = $1`, [orderId]))[0];
  const countRows = async (sql: string, params: unknown[]): Promise<number> => Number((await db().query(sql, params))[0].n);
  const emailsOf = (orderId: string) =>
    countRows(`SELECT count(*) AS n FROM email_outbox WHERE dedupe_key IN ($1, $2)`, [`order-confirmation:${orderId}`, `order-notification:${orderId}`]);
  const completedEvent = (eventId: string, sessionId: string, amountTotal: number, orderId?: string): string =>
    JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: { id: sessionId, object: 'checkout.session', amount_total: amountTotal, currency: 'eur', payment_status: 'paid', ...(orderId === undefined ? {} : { metadata: { orderId } }) },
      },
    });
  const deliver = (payload: string, signature: string) =>
    api().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  const totalOf = async (orderId: string): Promise<number> => (await db().query(`SELECT total_cents FROM orders WHERE id = $1`, [orderId]))[0].total_cents;
  /** Moves the order's simulated session past its 24 hours. */
  const expireSessionOf = (orderId: string) =>
    db().query(`UPDATE simulated_checkout_sessions SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [orderId]);
  /** The simulated checkout and the shop's expiry sweep, wired to its webhook handler. */
  const simulatedExpiry = () => {
    const simulated = testApp.shop.orders.simulatedCheckout;
    const sweep = testApp.shop.orders.expireSimulatedSessions;
    if (simulated === null || sweep === null) throw new Error('the test shop runs the simulated checkout');
    return { simulated, sweep };
  };

  it('runs the whole journey: session, cleared cart, payment page, signed webhook, paid order and its emails', async () => {
    const { placed, cartId } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    expect(sessionId).toMatch(/^cs_sim_[0-9a-f]{48}$/);
    expect(placed.paymentUrl).toBe(`/api/payments/simulated/${sessionId}?lang=fr`);
    expect(await countRows(`SELECT count(*) AS n FROM cart_items WHERE cart_id = $1`, [cartId])).toBe(0);
    expect(await emailsOf(placed.orderId)).toBe(0);
    const pending = await api().get(`/api/orders/by-session/${sessionId}`).expect(200);
    expect(pending.body).toMatchObject({ orderId: placed.orderId, status: 'pending', paymentMethod: 'stripe', paymentVerified: false });
    expect(pending.body).not.toHaveProperty('structuredCommunication');

    const page = await api().get(placed.paymentUrl ?? '').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('>Payer</button>');
    expect(page.text).toContain(`action="/api/payments/simulated/${sessionId}/pay"`);
    expect((await api().get(`/api/payments/simulated/${sessionId}?lang=de`).expect(200)).text).toContain('>Bezahlen</button>');

    const cancelled = await api().post(`/api/payments/simulated/${sessionId}/cancel`).expect(303);
    expect(cancelled.headers.location).toBe(`${testApp.shop.config.publicUrl}/fr/cart-checkout`);
    expect((await orderState(placed.orderId)).status).toBe('pending');

    const paid = await api().post(`/api/payments/simulated/${sessionId}/pay`).expect(303);
    expect(paid.headers.location).toBe(`${testApp.shop.config.publicUrl}/fr/order-confirmation/${sessionId}`);
    expect(await orderState(placed.orderId)).toMatchObject({ status: 'paid', payment_verified: true, paid_at: expect.any(Date) });
    expect(await emailsOf(placed.orderId)).toBe(2);
    const changes = await db().query(`SELECT from_status, to_status, changed_by FROM order_status_changes WHERE order_id = $1`, [placed.orderId]);
    expect(changes).toEqual([{ from_status: 'pending', to_status: 'paid', changed_by: 'stripe' }]);
    const confirmation = await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200);
    expect(confirmation.body).toMatchObject({ status: 'paid', paymentVerified: true });

    await api().get('/api/payments/simulated/cs_sim_unknown?lang=en').expect(404);
    await api().post('/api/payments/simulated/cs_sim_unknown/pay').expect(404);
  });

  it('keeps sessions in the database: another instance (or the same one restarted) serves and completes the payment; after 24 hours it is gone', async () => {
    const { placed } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    const other = await startTestApp({ joinRunningShop: true });
    try {
      const page = await request(other.server).get(`/api/payments/simulated/${sessionId}?lang=en`).expect(200);
      expect(page.text).toContain('Demo payment (simulated)');
      await request(other.server).post(`/api/payments/simulated/${sessionId}/pay`).expect(303);
    } finally {
      await other.close();
    }
    expect((await orderState(placed.orderId)).status).toBe('paid');

    const late = await placeStripeOrder(testApp);
    const lateSession = await sessionOf(late.placed.orderId);
    const [row]: { hours: number }[] = await db().query(`SELECT extract(epoch FROM expires_at - now()) / 3600 AS hours FROM simulated_checkout_sessions WHERE session_id = $1`, [lateSession]);
    expect(Math.round(Number(row?.hours))).toBe(24);
    await db().query(`UPDATE simulated_checkout_sessions SET expires_at = now() - interval '1 second' WHERE session_id = $1`, [lateSession]);
    await api().get(`/api/payments/simulated/${lateSession}?lang=en`).expect(404);
    await api().post(`/api/payments/simulated/${lateSession}/pay`).expect(404);
    expect((await orderState(late.placed.orderId)).status).toBe('pending');
  });

  it('pays the order the session names when storing the session id had failed, but never a bank-transfer order', async () => {
    const lost = await placeStripeOrder(testApp);
    const lostSession = await sessionOf(lost.placed.orderId);
    await db().query(`UPDATE orders SET stripe_session_id = NULL WHERE id = $1`, [lost.placed.orderId]);
    const payload = completedEvent('evt_lost_session', lostSession, await totalOf(lost.placed.orderId), lost.placed.orderId);
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() })).expect(200);
    expect(await orderState(lost.placed.orderId)).toMatchObject({ status: 'paid', payment_verified: true });
    expect(await sessionOf(lost.placed.orderId)).toBe(lostSession);
    expect(await emailsOf(lost.placed.orderId)).toBe(2);

    const byBank = await placeStripeOrder(testApp);
    const bankSession = await sessionOf(byBank.placed.orderId);
    await db().query(`UPDATE orders SET stripe_session_id = NULL, payment_method = 'bank_transfer' WHERE id = $1`, [byBank.placed.orderId]);
    const forged = completedEvent('evt_bank_order', bankSession, await totalOf(byBank.placed.orderId), byBank.placed.orderId);
    await deliver(forged, Stripe.webhooks.generateTestHeaderString({ payload: forged, secret: secret() })).expect(200);
    expect(await orderState(byBank.placed.orderId)).toMatchObject({ status: 'pending', payment_verified: false });
    expect(await sessionOf(byBank.placed.orderId)).toBeNull();
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { placed } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    const payload = completedEvent('evt_bad_signature', sessionId, await totalOf(placed.orderId));
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })).expect(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
    await deliver(payload.replace('evt_bad_signature', 'evt_other'), tampered).expect(400);
    await api().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    expect(await orderState(placed.orderId)).toMatchObject({ status: 'pending', payment_verified: false, paid_at: null });
    expect(await countRows(`SELECT count(*) AS n FROM payment_events WHERE event_id IN ('evt_bad_signature', 'evt_other')`, [])).toBe(0);
    expect(await emailsOf(placed.orderId)).toBe(0);
  });

  it('turns five concurrent duplicate deliveries into exactly one paid transition and one email', async () => {
    const { placed } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    const payload = completedEvent('evt_duplicate_5', sessionId, await totalOf(placed.orderId));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() });
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(payload, signature)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await orderState(placed.orderId)).toMatchObject({ status: 'paid', payment_verified: true });
    expect(await countRows(`SELECT count(*) AS n FROM order_status_changes WHERE order_id = $1`, [placed.orderId])).toBe(1);
    expect(await countRows(`SELECT count(*) AS n FROM email_outbox WHERE dedupe_key = $1`, [`order-confirmation:${placed.orderId}`])).toBe(1);
    expect(await countRows(`SELECT count(*) AS n FROM payment_events WHERE event_id = 'evt_duplicate_5' AND order_id = $1`, [placed.orderId])).toBe(1);
    // The invoice is issued in the paying transaction, once, with its email.
    expect(await countRows(`SELECT count(*) AS n FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [placed.orderId])).toBe(1);
    expect(await countRows(`SELECT count(*) AS n FROM email_outbox WHERE dedupe_key LIKE 'invoice-email:%' AND to_address = (SELECT shipping_address->>'email' FROM orders WHERE id = $1)`, [placed.orderId])).toBeGreaterThanOrEqual(1);

    // A later event for the same session (another id) finds the order paid and changes nothing either.
    const again = completedEvent('evt_late_repeat', sessionId, await totalOf(placed.orderId));
    await deliver(again, Stripe.webhooks.generateTestHeaderString({ payload: again, secret: secret() })).expect(200);
    expect(await countRows(`SELECT count(*) AS n FROM order_status_changes WHERE order_id = $1`, [placed.orderId])).toBe(1);
    expect(await emailsOf(placed.orderId)).toBe(2);
    expect(await countRows(`SELECT count(*) AS n FROM invoices WHERE order_id = $1`, [placed.orderId])).toBe(1);
  });

  // Regression found by `npm run drill` (drill 2): a completed and an async-succeeded event of one session arriving
  // together deadlocked (500). Meaningful on a real PostgreSQL (DATABASE_URL); the embedded one runs one transaction at a time.
  it('answers 200 to different events of one session delivered at the same moment, and marks the order paid once', async () => {
    const placedOrders = [await placeStripeOrder(testApp), await placeStripeOrder(testApp), await placeStripeOrder(testApp)];
    const payloads: string[] = [];
    for (const { placed } of placedOrders) {
      const sessionId = await sessionOf(placed.orderId);
      const total = await totalOf(placed.orderId);
      const completed = completedEvent(`evt_together_completed_${placed.orderId}`, sessionId, total);
      const asyncSucceeded = completed
        .replace('"checkout.session.completed"', '"checkout.session.async_payment_succeeded"')
        .replace('evt_together_completed_', 'evt_together_async_');
      // Interleaved, so the two events of a session are handled at the same moment.
      for (let repeat = 0; repeat < 3; repeat += 1) payloads.push(completed, asyncSucceeded);
    }
    const responses = await Promise.all(payloads.map((payload) => deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() }))));
    expect(responses.map((response) => response.status)).toEqual(payloads.map(() => 200));
    for (const { placed } of placedOrders) {
      expect(await countRows(`SELECT count(*) AS n FROM order_status_changes WHERE order_id = $1`, [placed.orderId])).toBe(1);
      expect(await emailsOf(placed.orderId)).toBe(2);
    }
  });

  it('records but does not act on a payment whose amount differs from the order', async () => {
    const { placed } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    const payload = completedEvent('evt_short_amount', sessionId, (await totalOf(placed.orderId)) - 1);
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() })).expect(200);
    expect(await orderState(placed.orderId)).toMatchObject({ status: 'pending', payment_verified: false });
    expect(await countRows(`SELECT count(*) AS n FROM payment_events WHERE event_id = 'evt_short_amount'`, [])).toBe(1);
    expect(await emailsOf(placed.orderId)).toBe(0);
  });

  it('cancels the pending order of an expired session once, and a late expiry leaves a paid order paid', async () => {
    const expiredEvent = (eventId: string, sessionId: string): string =>
      JSON.stringify({ id: eventId, object: 'event', type: 'checkout.session.expired', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'unpaid' } } });
    const { placed } = await placeStripeOrder(testApp);
    const sessionId = await sessionOf(placed.orderId);
    const expired = expiredEvent('evt_expired_1', sessionId);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: expired, secret: secret() });
    await deliver(expired, signature).expect(200);
    await deliver(expired, signature).expect(200);
    expect(await orderState(placed.orderId)).toMatchObject({ status: 'cancelled', payment_verified: false });
    expect(await db().query(`SELECT from_status, to_status, changed_by FROM order_status_changes WHERE order_id = $1`, [placed.orderId])).toEqual([
      { from_status: 'pending', to_status: 'cancelled', changed_by: 'stripe' },
    ]);
    expect(await emailsOf(placed.orderId)).toBe(0);

    const paid = await placeStripeOrder(testApp);
    const paidSession = await sessionOf(paid.placed.orderId);
    const completed = completedEvent('evt_paid_before_expiry', paidSession, await totalOf(paid.placed.orderId));
    await deliver(completed, Stripe.webhooks.generateTestHeaderString({ payload: completed, secret: secret() })).expect(200);
    const late = expiredEvent('evt_expired_late', paidSession);
    await deliver(late, Stripe.webhooks.generateTestHeaderString({ payload: late, secret: secret() })).expect(200);
    expect(await orderState(paid.placed.orderId)).toMatchObject({ status: 'paid', payment_verified: true });
  });

  it('delivers the expiry of a simulated session past its 24 hours once: its pending order is cancelled, a paid one stays paid, an open one is left alone', async () => {
    const { simulated, sweep } = simulatedExpiry();
    const unpaid = (await placeStripeOrder(testApp)).placed;
    const paid = (await placeStripeOrder(testApp)).placed;
    const open = (await placeStripeOrder(testApp)).placed;
    await api().post(`/api/payments/simulated/${await sessionOf(paid.orderId)}/pay`).expect(303);
    const unpaidSession = await sessionOf(unpaid.orderId);
    await expireSessionOf(unpaid.orderId);
    await expireSessionOf(paid.orderId);

    expect(await sweep()).toBeGreaterThanOrEqual(2);
    expect(await orderState(unpaid.orderId)).toMatchObject({ status: 'cancelled', payment_verified: false });
    expect(await db().query(`SELECT from_status, to_status, changed_by FROM order_status_changes WHERE order_id = $1`, [unpaid.orderId])).toEqual([
      { from_status: 'pending', to_status: 'cancelled', changed_by: 'stripe' },
    ]);
    expect(await orderState(paid.orderId)).toMatchObject({ status: 'paid', payment_verified: true });
    expect((await orderState(open.orderId)).status).toBe('pending');
    const left: { order_id: string }[] = await db().query(`SELECT order_id FROM simulated_checkout_sessions WHERE order_id = ANY($1::uuid[])`, [[unpaid.orderId, paid.orderId, open.orderId]]);
    expect(left).toEqual([{ order_id: open.orderId }]);
    expect(await sweep()).toBe(0);

    // Delivered again (another instance that read the session before it was forgotten): the same event id, a repeat.
    const again = simulated.expiredEvent({ sessionId: unpaidSession, orderId: unpaid.orderId, orderNumber: 1, language: 'fr', customerEmail: SHIPPING.email, lines: [], amountTotal: 0, successUrl: '', cancelUrl: '' });
    expect(await testApp.shop.orders.handlePaymentWebhook(again.payload, again.signature)).toEqual({ ok: true, value: 'duplicate' });
  });

  it('tries a session whose expiry was not accepted again next round, and stops the round instead of looping on it', async () => {
    const { simulated, sweep } = simulatedExpiry();
    const { placed } = await placeStripeOrder(testApp);
    await expireSessionOf(placed.orderId);
    let offered = 0;
    expect(await expireSimulatedSessions(simulated, async () => ((offered += 1), false))).toBe(0);
    expect(offered).toBeGreaterThanOrEqual(1);
    expect((await orderState(placed.orderId)).status).toBe('pending');
    expect(await sweep()).toBe(1);
    expect((await orderState(placed.orderId)).status).toBe('cancelled');
  });
});

describe('payments with Stripe configured (SDK pointed at a local stand-in)', () => {
  const WEBHOOK_SECRET = 'whsec_api_test';
  const requests: { path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = [];
  let standIn: Server;
  let testApp: TestApp;
  let refuseSessions = false;
  let sessionsMade = 0;

  beforeAll(async () => {
    standIn = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) });
        if (refuseSessions) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Stand-in refuses the session' } }));
          return;
        }
        sessionsMade += 1;
        const id = `cs_test_standin_${sessionsMade}`;
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.address() as AddressInfo;
    testApp = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_api', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => standIn.close(() => resolve()));
  });

  it('creates the Checkout Session through the SDK and fulfils the order from a Stripe-signed webhook', async () => {
    const { placed } = await placeStripeOrder(testApp);
    expect(placed.paymentUrl).toBe('https://checkout.stripe.test/pay/cs_test_standin_1');
    const [order] = await testApp.shop.database.dataSource.query(`SELECT total_cents, stripe_session_id FROM orders WHERE id = $1`, [placed.orderId]);
    expect(order.stripe_session_id).toBe('cs_test_standin_1');

    const sent = requests.find((entry) => entry.path === '/v1/checkout/sessions');
    expect(sent?.headers['idempotency-key']).toBe(`checkout-session:${placed.orderId}`);
    const form = sent?.form ?? new URLSearchParams();
    expect(form.get('metadata[orderId]')).toBe(placed.orderId);
    const charged = [...form.keys()]
      .filter((key) => /^line_items\[\d+\]\[quantity\]$/.test(key))
      .reduce((sum, key) => {
        const index = /\[(\d+)\]/.exec(key)?.[1] ?? '';
        return sum + Number(form.get(key)) * Number(form.get(`line_items[${index}][price_data][unit_amount]`));
      }, 0);
    expect(charged).toBe(order.total_cents);

    await request(testApp.server).get('/api/payments/simulated/cs_test_standin_1').expect(404);
    const payload = JSON.stringify({
      id: 'evt_real_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_standin_1', object: 'checkout.session', amount_total: order.total_cents, currency: 'eur', payment_status: 'paid' } },
    });
    await request(testApp.server)
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200, { received: true });
    const confirmation = await request(testApp.server).get('/api/orders/by-session/cs_test_standin_1').expect(200);
    expect(confirmation.body).toMatchObject({ orderId: placed.orderId, status: 'paid', paymentVerified: true });
  });

  it('cancels the order at once when the provider refuses the session, keeps the cart, and a retry places a new order', async () => {
    const api = request(testApp.server);
    const [row] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`,
    );
    const cartId = ((await api.post('/api/carts').expect(201)).body as { id: string }).id;
    await api
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: row.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    const before = Number((await testApp.shop.database.dataSource.query(`SELECT count(*) AS n FROM orders`))[0].n);
    refuseSessions = true;
    try {
      const refused = await api.post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'stripe', shippingAddress: SHIPPING }).expect(503);
      expect(refused.body.message).toBe('Payment Error: the payment could not be started. Please try again later.');
    } finally {
      refuseSessions = false;
    }
    const [failed] = await testApp.shop.database.dataSource.query(
      `SELECT o.id, o.status, o.stripe_session_id, c.from_status, c.to_status, c.changed_by
         FROM orders o JOIN order_status_changes c ON c.order_id = o.id ORDER BY o.created_at DESC LIMIT 1`,
    );
    expect(failed).toMatchObject({ status: 'cancelled', stripe_session_id: null, from_status: 'pending', to_status: 'cancelled', changed_by: 'system' });
    expect(Number((await testApp.shop.database.dataSource.query(`SELECT count(*) AS n FROM orders`))[0].n)).toBe(before + 1);
    expect((await api.get(`/api/carts/${cartId}`).query({ lang: 'en' }).expect(200)).body.items).toHaveLength(1);

    const retried = await api.post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'stripe', shippingAddress: SHIPPING }).expect(201);
    expect(retried.body.orderId).not.toBe(failed.id);
    expect(retried.body.paymentUrl).toBe(`https://checkout.stripe.test/pay/cs_test_standin_${sessionsMade}`);
  });
});
