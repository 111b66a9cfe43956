import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING } from '../support/order-request.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

describe('no secrets in the logs', () => {
  let testApp: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    testApp = await startTestApp({ logLines });
  });
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const db = () => testApp.shop.database.dataSource;
  const loggedUrls = (): string[] =>
    logLines.flatMap((line) => {
      const url = (JSON.parse(line) as { url?: unknown }).url;
      return typeof url === 'string' ? [url] : [];
    });
  const tokenInMail = async (to: string, parameter: string): Promise<string> => {
    const mails: { text_body: string }[] = await db().query(`SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at DESC`, [to]);
    const token = new RegExp(`${parameter}=([A-Za-z0-9_-]+)`).exec(mails[0]?.text_body ?? '')?.[1];
    if (token === undefined) throw new Error(`no ${parameter} in the mail to ${to}`);
    return token;
  };
  const placeOrder = async (paymentMethod: 'bank_transfer' | 'stripe'): Promise<{ orderId: string; accessToken: string; paymentUrl?: string }> => {
    const [row] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: row.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: 'en' })
      .expect(201);
    return (await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod, shippingAddress: SHIPPING }).expect(201)).body;
  };

  it('logs every request of the journey with its path, and none of its tokens, session ids, signatures, cookies or passwords', async () => {
    const secrets: string[] = [];

    const order = await placeOrder('bank_transfer');
    secrets.push(order.accessToken);
    await api().get(`/api/orders/${order.orderId}?token=${order.accessToken}&lang=en`).expect(200);
    await api().get(`/nl/order-confirmation/${order.orderId}?token=${order.accessToken}`);

    const card = await placeOrder('stripe');
    const [{ stripe_session_id: sessionId }] = await db().query(`SELECT stripe_session_id FROM orders WHERE id = $1`, [card.orderId]);
    secrets.push(card.accessToken, sessionId);
    await api().get(`/api/orders/by-session/${sessionId}?lang=en`).expect(200);
    await api().get(card.paymentUrl ?? '').expect(200);
    await api().get(`/en/order-confirmation/${sessionId}`);
    await api().get(`/api/orders/${card.orderId}/invoices/2026-000001.pdf?session=${sessionId}`).expect(404);

    const email = 'logged.customer@example.be';
    await api().post('/api/auth/sign-up').send({ email, password: PASSWORD, lang: 'en' }).expect(202);
    const verifyToken = await tokenInMail(email, 'token');
    secrets.push(verifyToken);
    await api().get(`/api/auth/verify-email?token=${verifyToken}&lang=en`).expect(302);

    await api().post('/api/auth/password-reset').send({ email, lang: 'en' }).expect(202);
    const resetToken = await tokenInMail(email, 'resetToken');
    secrets.push(resetToken);
    await api().get(`/en/auth?resetToken=${resetToken}`);
    await api().get(`/reset-password/${resetToken}`);
    await api().post('/api/auth/password-reset/confirm').send({ token: resetToken, password: NEW_PASSWORD }).expect(200);

    const signIn = await api().post('/api/auth/sign-in').send({ email, password: NEW_PASSWORD }).expect(200);
    const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((value) => value.startsWith('session='))?.split(';')[0] ?? '';
    secrets.push(cookie.slice('session='.length), PASSWORD, NEW_PASSWORD);
    await api().get('/api/auth/me').set('Cookie', cookie).expect(200);

    const signature = 'f'.repeat(64);
    secrets.push(signature);
    await api().get(`/api/admin/attachments/0b6f3a1e-1111-4222-8333-444455556666?expires=1767225600&signature=${signature}`).set('Cookie', cookie);

    for (const secret of secrets) expect(secret.length).toBeGreaterThanOrEqual(10);
    const leaks = logLines.filter((line) => secrets.some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);

    const urls = loggedUrls();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/orders',
        `/api/orders/${order.orderId}?token=[redacted]&lang=en`,
        `/nl/order-confirmation/${order.orderId}?token=[redacted]`,
        '/api/orders/by-session/[redacted]?lang=en',
        '/api/payments/simulated/[redacted]?lang=en',
        '/en/order-confirmation/[redacted]',
        `/api/orders/${card.orderId}/invoices/2026-000001.pdf?session=[redacted]`,
        '/api/auth/sign-up',
        '/api/auth/verify-email?token=[redacted]&lang=en',
        '/api/auth/password-reset',
        '/en/auth?resetToken=[redacted]',
        '/reset-password/[redacted]',
        '/api/auth/password-reset/confirm',
        '/api/auth/sign-in',
        '/api/auth/me',
        '/api/admin/attachments/0b6f3a1e-1111-4222-8333-444455556666?expires=1767225600&signature=[redacted]',
      ]),
    );
    const requestLines = logLines.map((line) => JSON.parse(line) as { msg?: string; method?: string; status?: number }).filter((line) => line.msg === 'request');
    expect(requestLines.every((line) => typeof line.method === 'string' && typeof line.status === 'number')).toBe(true);
  });
});
