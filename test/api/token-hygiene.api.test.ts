import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CryptoSecretTokens } from '../../adapters/security/crypto-secret-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PASSWORD = 'correct horse battery';
const SHIPPING = {
  name: 'Marie Dubois',
  email: 'marie@example.fr',
  phone: '+32 470 11 22 33',
  street: 'Rue Neuve 5',
  city: 'Bruxelles',
  postalCode: '1000',
  country: 'belgium',
};

describe('token hygiene through HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const db = () => testApp.shop.database.dataSource;
  const resetTokensOf = async (email: string): Promise<string[]> => {
    const mails: { text_body: string }[] = await db().query(`SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at, id`, [email]);
    return mails.flatMap((mail) => {
      const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
      return token === undefined ? [] : [token];
    });
  };
  const confirm = (token: string, password: string) => api().post('/api/auth/password-reset/confirm').set('Accept-Language', 'de').send({ token, password });

  it('ends every other reset link when one is used: an older link then fails exactly like an expired one', async () => {
    const email = 'two.links@example.be';
    await testApp.shop.accounts.createAdmin(email, PASSWORD);
    await api().post('/api/auth/password-reset').send({ email, lang: 'en' }).expect(202);
    await api().post('/api/auth/password-reset').send({ email, lang: 'en' }).expect(202);
    const [first, second] = await resetTokensOf(email);
    if (first === undefined || second === undefined) throw new Error('two reset emails expected');

    // The answer an expired link gets, from another account.
    const other = 'expired.link@example.be';
    await testApp.shop.accounts.createAdmin(other, PASSWORD);
    await api().post('/api/auth/password-reset').send({ email: other, lang: 'en' }).expect(202);
    const [stale] = await resetTokensOf(other);
    await db().query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [new CryptoSecretTokens().hashOf(stale ?? '')]);
    const expired = await confirm(stale ?? '', 'a brand new password').expect(400);
    expect(expired.body.errors).toEqual([{ field: 'token', message: 'Dieser Link ist ungültig oder abgelaufen.' }]);

    await confirm(second, 'the second new password').expect(200);
    const older = await confirm(first, 'an attacker password').expect(400);
    expect(older.body).toEqual(expired.body);
    await api().post('/api/auth/sign-in').send({ email, password: 'the second new password' }).expect(200);
    await api().post('/api/auth/sign-in').send({ email, password: 'an attacker password' }).expect(401);
  });

  it('opens the confirmation and its invoice by payment session for 24 hours, without the phone number; the token keeps both', async () => {
    const [row] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: row.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: 'en' })
      .expect(201);
    const placed = (await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'stripe', shippingAddress: SHIPPING }).expect(201)).body as { orderId: string; accessToken: string };
    const [{ stripe_session_id: sessionId }] = await db().query(`SELECT stripe_session_id FROM orders WHERE id = $1`, [placed.orderId]);

    const bySession = await api().get(`/api/orders/by-session/${sessionId}?lang=en`).expect(200);
    expect(bySession.body.orderId).toBe(placed.orderId);
    expect(bySession.body.shippingAddress).toMatchObject({ name: SHIPPING.name, email: SHIPPING.email, phone: null });
    expect(JSON.stringify(bySession.body)).not.toContain('470 11 22 33');
    const byToken = await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}&lang=en`).expect(200);
    expect(byToken.body.shippingAddress.phone).toBe(SHIPPING.phone);

    await api().post(`/api/payments/simulated/${sessionId}/pay`).expect(303);
    const paid = await api().get(`/api/orders/by-session/${sessionId}?lang=en`).expect(200);
    const sessionPdf: string = paid.body.invoice.pdfUrl;
    expect(sessionPdf).toContain(`session=${sessionId}`);
    await api().get(sessionPdf).expect(200);

    await db().query(`UPDATE orders SET created_at = now() - interval '23 hours 59 minutes' WHERE id = $1`, [placed.orderId]);
    await api().get(`/api/orders/by-session/${sessionId}?lang=en`).expect(200);
    await db().query(`UPDATE orders SET created_at = now() - interval '24 hours 1 minute' WHERE id = $1`, [placed.orderId]);
    const late = await api().get(`/api/orders/by-session/${sessionId}?lang=en`).expect(404);
    const unknown = await api().get(`/api/orders/by-session/cs_test_never_made?lang=en`).expect(404);
    expect(late.body).toEqual(unknown.body);
    await api().get(sessionPdf).expect(404);
    const stillByToken = await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}&lang=en`).expect(200);
    await api().get(stillByToken.body.invoice.pdfUrl).expect(200);
  });

  it('answers sign-up for a known and an unknown address alike: status, body and no cookie', async () => {
    const email = 'signed.up.twice@example.be';
    const fresh = await api().post('/api/auth/sign-up').send({ email, password: PASSWORD, lang: 'fr' }).expect(202);
    const known = await api().post('/api/auth/sign-up').send({ email, password: 'another long password', lang: 'fr' }).expect(202);
    expect(known.body).toEqual(fresh.body);
    expect(fresh.body.message).toBe('Veuillez vérifier votre e-mail pour confirmer votre compte');
    expect(fresh.headers['set-cookie']).toBeUndefined();
    expect(known.headers['set-cookie']).toBeUndefined();
  });
});
