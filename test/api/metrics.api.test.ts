import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** One sample of the text exposition: the value of `name` with exactly these labels (0 when the series is absent). */
const sample = (exposition: string, name: string, labels: Readonly<Record<string, string>> = {}): number => {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null || match[1] !== name) continue;
    const found = (match[2] ?? '').split(/,(?=[a-zA-Z_]+=")/).filter((part) => part !== '').sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return 0;
};

/** The sum of the samples of `name` whose labels include these. */
const sampleSum = (exposition: string, name: string, labels: Readonly<Record<string, string>>): number =>
  exposition
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
  });
  afterAll(async () => testApp?.close());

  it('answers 404, whatever the request carries', async () => {
    const plain = await request(testApp.server).get('/metrics').expect(404);
    expect(plain.body).toEqual({ statusCode: 404, message: 'Deze pagina bestaat niet.' });
    await request(testApp.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    expect(testApp.shop.metrics.exposition).toBeNull();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;
  let admin: string;
  let productId: string;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering(), env: { METRICS_TOKEN: TOKEN } });
    admin = await adminSession(testApp);
    const [row]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    productId = row?.product_id ?? '';
  }, 120_000);
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const scrape = async (): Promise<string> => (await api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
  const placeOrder = async (paymentMethod: 'bank_transfer' | 'stripe'): Promise<{ orderId: string; paymentUrl?: string }> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    return (await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod, shippingAddress: SHIPPING }).expect(201)).body as {
      orderId: string;
      paymentUrl?: string;
    };
  };

  it('answers 401 to a wrong or missing token, with the challenge, in the asked language', async () => {
    const missing = await api().get('/metrics?lang=en').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.body).toEqual({ statusCode: 401, message: 'The metrics need a valid access token.' });
    await api().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await api().get('/metrics').set('Authorization', `Bearer ${TOKEN.slice(0, -1)}`).expect(401);
    await api().get('/metrics').set('Authorization', TOKEN).expect(401);
    await api().get('/metrics').set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`).expect(401);
  });

  it('answers the Prometheus text format to the scraper, never cached, not under /api nor in the OpenAPI document', async () => {
    const answer = await api().get('/metrics').set('Authorization', `bearer ${TOKEN}`).expect(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'shop_outbox_depth', 'shop_db_pool_connections_in_use']) {
      expect(answer.text).toContain(`# TYPE ${name} `);
    }
    expect(sample(answer.text, 'shop_database_up')).toBe(1);
    const openapi = (await api().get('/api/openapi.json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths).filter((path) => path.includes('metrics'))).toEqual([]);
    await api().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });

  it('is never rate-limited away from the scraper', async () => {
    for (let scrapes = 0; scrapes < 80; scrapes += 1) await api().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  });

  const waitingEmails = async (): Promise<number> => {
    const [row]: { n: string }[] = await testApp.shop.database.dataSource.query(`SELECT count(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending')`);
    return Number(row?.n);
  };

  it('counts orders placed and paid, invoices, the payment provider, the outbox and its deliveries', async () => {
    const waitingBefore = await waitingEmails();
    const before = await scrape();
    const byBank = await placeOrder('bank_transfer');
    const online = await placeOrder('stripe');
    const sessionId = /\/api\/payments\/simulated\/([^?/]+)/.exec(online.paymentUrl ?? '')?.[1] ?? '';
    await api().post(`/api/payments/simulated/${sessionId}/pay`).expect(303);
    await api().post(`/api/admin/orders/${byBank.orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    await api().post(`/api/admin/orders/${byBank.orderId}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);
    const queued = await scrape();

    const moved = (text: string, name: string, labels: Readonly<Record<string, string>> = {}): number => sample(text, name, labels) - sample(before, name, labels);
    expect(moved(queued, 'shop_orders_placed_total', { payment_method: 'bank_transfer' })).toBe(1);
    expect(moved(queued, 'shop_orders_placed_total', { payment_method: 'stripe' })).toBe(1);
    expect(moved(queued, 'shop_orders_paid_total', { via: 'online' })).toBe(1);
    expect(moved(queued, 'shop_orders_paid_total', { via: 'admin' })).toBe(1);
    expect(moved(queued, 'shop_invoices_issued_total', { kind: 'invoice' })).toBe(2);
    expect(moved(queued, 'shop_invoices_issued_total', { kind: 'credit_note' })).toBe(1);
    expect(moved(queued, 'shop_payment_provider_calls_total', { provider: 'simulated', operation: 'create_checkout', outcome: 'ok' })).toBe(1);
    expect(moved(queued, 'shop_payment_provider_calls_total', { provider: 'simulated', operation: 'webhook', outcome: 'ok' })).toBe(1);

    const waiting = await waitingEmails();
    // At least two emails per order placed by bank transfer, two when paid online, one per invoice and credit note.
    expect(waiting - waitingBefore).toBeGreaterThanOrEqual(7);
    expect(sample(before, 'shop_outbox_depth')).toBe(waitingBefore);
    expect(sample(queued, 'shop_outbox_depth')).toBe(waiting);
    expect(sample(queued, 'shop_outbox_oldest_age_seconds')).toBeGreaterThan(0);

    const report = await testApp.shop.outbox.deliverDue(new Date(Date.now() + 60_000));
    const delivered = await scrape();
    expect(moved(delivered, 'shop_email_deliveries_total', { outcome: 'sent' })).toBe(report.sent);
    expect(report.sent).toBeGreaterThan(0);
    expect(sample(delivered, 'shop_outbox_depth')).toBe(sample(queued, 'shop_outbox_depth') - report.sent);
  });

  it('counts the VAT-number checks that went out to VIES, by outcome, not those the cache answered', async () => {
    const before = await scrape();
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    for (let preview = 0; preview < 2; preview += 1) {
      await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: 'NL004495445B01', lang: 'en' }).expect(200);
    }
    const after = await scrape();
    const confirmed = { registry: 'offline', outcome: 'confirmed' };
    expect(sample(after, 'shop_vies_calls_total', confirmed) - sample(before, 'shop_vies_calls_total', confirmed)).toBe(1);
  });

  it('times requests by route pattern and status, never by the path as sent', async () => {
    const before = await scrape();
    const probe = `probe-${randomUUID()}`;
    await api().get(`/api/products/${TWENTY_FOOT_NEW}?lang=en`).expect(200);
    await api().get(`/api/products/${TWENTY_FOOT_NEW}?lang=en`).expect(200);
    await api().get(`/api/products/${probe}?lang=en`).expect(404);
    await api().get(`/api/${probe}`).expect(404);
    const after = await scrape();
    const count = (text: string, labels: Readonly<Record<string, string>>): number => sample(text, 'shop_http_request_duration_seconds_count', labels);
    const product = { method: 'GET', route: '/api/products/:slug', status: '200' };
    // The second answer comes from the kept catalogue reads, without routing: it keeps its route.
    expect(count(after, product) - count(before, product)).toBe(2);
    expect(count(after, { ...product, status: '404' }) - count(before, { ...product, status: '404' })).toBe(1);
    // The unknown API path counts under the catch-all route that answered it, whatever its pattern.
    const notFound = (text: string): number => sampleSum(text, 'shop_http_request_duration_seconds_count', { method: 'GET', status: '404' });
    expect(notFound(after) - notFound(before)).toBe(2);
    expect(sample(after, 'shop_http_request_duration_seconds_bucket', { ...product, le: '+Inf' })).toBe(count(after, product));
    // A page that does not exist, its render's own ask of the API on loopback, unknown files: none names its path.
    await api().get(`/nl/container/${probe}`);
    await api().get(`/${probe}.php`);
    await api().get(`/media/${probe}.jpg`);
    expect(await scrape()).not.toContain(probe);
  });

  it('counts the page cache: a page asked twice is one miss, then one hit (the kept answer sent ahead of the app, itself timed)', async () => {
    const before = await scrape();
    const page = { method: 'GET', route: '/{lang}/container/*', status: '200' };
    await api().get(`/en/container/${TWENTY_FOOT_NEW}`).expect(200);
    await api().get(`/en/container/${TWENTY_FOOT_NEW}`).expect(200);
    const after = await scrape();
    const moved = (name: string, labels: Readonly<Record<string, string>>): number => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('shop_page_cache_requests_total', { result: 'miss' })).toBe(1);
    expect(moved('shop_page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(moved('shop_http_request_duration_seconds_count', page)).toBe(2);
  });
});
