import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { stripeSignatureHeader } from '../local/simulated-payments-gateway.js';
import { StripePaymentGateway } from './stripe-payment-gateway.js';

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly form: URLSearchParams;
}

const WEBHOOK_SECRET = 'whsec_test_gateway';
const ORDER_ID = '5f0c7e2a-1b1c-4d4e-9f00-0123456789ab';

/** A local stand-in for the Stripe API: answers POST /v1/checkout/sessions and records each request. */
const startStandIn = async (recorded: Recorded[]): Promise<Server> => {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      recorded.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': 'req_test' });
        res.end(JSON.stringify({ id: 'cs_test_a1b2c3', object: 'checkout.session', url: 'https://checkout.stripe.test/c/pay/cs_test_a1b2c3' }));
        return;
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
};

describe('StripePaymentGateway', () => {
  const recorded: Recorded[] = [];
  let server: Server;
  let gateway: StripePaymentGateway;

  beforeAll(async () => {
    server = await startStandIn(recorded);
    const { port } = server.address() as AddressInfo;
    gateway = new StripePaymentGateway({
      secretKey: 'sk_test_local',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: `http://127.0.0.1:${port}`,
      publicUrl: 'https://shop.example',
    });
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a Checkout Session in cents and EUR with the order in its metadata and an idempotency key', async () => {
    const session = await gateway.createCheckoutSession({
      orderId: ORDER_ID,
      orderNumber: 100_042,
      language: 'de',
      customerEmail: 'kunde@example.de',
      lines: [
        { name: 'Container 20ft neu', unitAmount: 330_000, quantity: 3 },
        { name: 'Transport: Container 20ft neu', unitAmount: 75_300, quantity: 1 },
        { name: 'MwSt. 21%', unitAmount: 223_713, quantity: 1 },
      ],
      total: 1_289_013,
      idempotencyKey: `checkout-session:${ORDER_ID}`,
    });
    expect(session).toEqual({ sessionId: 'cs_test_a1b2c3', url: 'https://checkout.stripe.test/c/pay/cs_test_a1b2c3' });

    const request = recorded.find((entry) => entry.path === '/v1/checkout/sessions');
    expect(request?.method).toBe('POST');
    expect(request?.headers['idempotency-key']).toBe(`checkout-session:${ORDER_ID}`);
    expect(request?.headers.authorization).toBe('Bearer sk_test_local');
    const form = request?.form ?? new URLSearchParams();
    expect(form.get('mode')).toBe('payment');
    expect(form.get('currency')).toBe('eur');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('330000');
    expect(form.get('line_items[0][quantity]')).toBe('3');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Container 20ft neu');
    expect(form.get('line_items[2][price_data][unit_amount]')).toBe('223713');
    expect(form.get('metadata[orderId]')).toBe(ORDER_ID);
    expect(form.get('client_reference_id')).toBe(ORDER_ID);
    expect(form.get('customer_email')).toBe('kunde@example.de');
    expect(form.get('locale')).toBe('de');
    expect(form.get('success_url')).toBe('https://shop.example/de/order-confirmation/{CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('https://shop.example/de/cart-checkout');
  });

  it('surfaces an API failure as a thrown error', async () => {
    const broken = new StripePaymentGateway({ secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9', publicUrl: 'https://shop.example' });
    await expect(
      broken.createCheckoutSession({ orderId: ORDER_ID, orderNumber: 1, language: 'en', customerEmail: 'a@b.be', lines: [], total: 0, idempotencyKey: 'k' }),
    ).rejects.toThrow();
  }, 30_000);

  const completedEvent = (amountTotal: number, paymentStatus = 'paid', session: object = { metadata: { orderId: 'order-7', orderNumber: '100007' } }): string =>
    JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_a1b2c3', object: 'checkout.session', amount_total: amountTotal, currency: 'eur', payment_status: paymentStatus, ...session } },
    });

  it('verifies webhooks signed by Stripe (and by the simulated checkout) on the raw body', () => {
    const payload = completedEvent(1_289_013);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const expected = {
      kind: 'checkout-paid',
      eventId: 'evt_test_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_a1b2c3',
      orderId: 'order-7',
      amountTotal: 1_289_013,
      currency: 'eur',
    };
    expect(gateway.verifyWebhook(Buffer.from(payload), header)).toEqual({ ok: true, value: expected });
    const simulated = stripeSignatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    expect(gateway.verifyWebhook(payload, simulated)).toEqual({ ok: true, value: expected });
  });

  it('reads the order id from the metadata, else from client_reference_id, else none', () => {
    const orderIdOf = (session: object): unknown => {
      const payload = completedEvent(100, 'paid', session);
      const verified = gateway.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      return verified.ok && verified.value.kind === 'checkout-paid' ? verified.value.orderId : 'not verified';
    };
    expect(orderIdOf({ client_reference_id: 'order-8', metadata: { orderId: 'order-9' } })).toBe('order-9');
    expect(orderIdOf({ client_reference_id: 'order-8', metadata: {} })).toBe('order-8');
    expect(orderIdOf({ metadata: { orderId: 42 } })).toBeNull();
    expect(orderIdOf({})).toBeNull();
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp or no signature', () => {
    const payload = completedEvent(100);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.verifyWebhook(completedEvent(1), header).ok).toBe(false);
    expect(gateway.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' })).ok).toBe(false);
    expect(gateway.verifyWebhook(payload, stripeSignatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)).ok).toBe(false);
    expect(gateway.verifyWebhook(payload, undefined).ok).toBe(false);
  });

  it('reads a completed but unpaid session as an event that is recorded, not acted on', () => {
    const payload = completedEvent(100, 'unpaid');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.verifyWebhook(payload, header)).toEqual({ ok: true, value: { kind: 'other', eventId: 'evt_test_1', type: 'checkout.session.completed' } });
  });

  it('reads an expired session and a failed delayed payment as a checkout that ended unpaid', () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const payload = JSON.stringify({ id: 'evt_test_2', object: 'event', type, data: { object: { id: 'cs_test_x9', object: 'checkout.session', metadata: { orderId: 'order-3' } } } });
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect(gateway.verifyWebhook(payload, header)).toEqual({
        ok: true,
        value: { kind: 'checkout-unpaid', eventId: 'evt_test_2', type, sessionId: 'cs_test_x9', orderId: 'order-3' },
      });
    }
  });
});
