import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VIES_LOOKUP_RATE_LIMIT } from '../../api/http/rate-limits.js';
import { belgianVatNumber, startCountingVies, type CountingVies } from '../support/counting-vies.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 30 through HTTP: the shop asks the European Commission's VIES (VIES=ec,
 * pointed at a local stand-in that counts the checks) only for a cart that
 * exists, only a budget's worth of new numbers a minute per client address,
 * and once for lookups of one number made at once.
 */
describe('VIES lookups are limited, merged and only made for a cart that exists', () => {
  let vies: CountingVies;
  let testApp: TestApp;
  let productId: string;
  beforeAll(async () => {
    vies = await startCountingVies(500);
    testApp = await startTestApp({ env: { VIES: 'ec', VIES_URL: vies.url, VIES_REQUESTER_VAT: 'BE0403170701' } });
    const [row]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    if (row === undefined) throw new Error('demo product missing');
    productId = row.product_id;
  });
  afterAll(async () => {
    await testApp?.close();
    await vies?.close();
  });

  let nextSeed = 1;
  /** A VAT number no test asked before. */
  const freshNumber = (): string => belgianVatNumber(nextSeed++);
  const cartWithLine = async (): Promise<string> => {
    const cartId = ((await request(testApp.server).post('/api/carts').expect(201)).body as { id: string }).id;
    await request(testApp.server)
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' })
      .expect(201);
    return cartId;
  };
  const preview = (cartId: string, vatNumber: string, address: string, lang = 'en') =>
    request(testApp.server).get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber, lang }).set('X-Forwarded-For', address);

  it('asks VIES nothing for an unknown or malformed cart', async () => {
    const before = vies.asked.length;
    await preview('A'.repeat(43), freshNumber(), '198.51.100.10').expect(404);
    await preview('not-a-cart', freshNumber(), '198.51.100.10').expect(404);
    expect(vies.asked.length).toBe(before);
  });

  it('lets 200 distinct numbers from one address make at most the budget of lookups; then 429 with Retry-After in the request language', async () => {
    const cartId = await cartWithLine();
    const address = '198.51.100.20';
    const before = vies.asked.length;
    const numbers = Array.from({ length: 200 }, freshNumber);
    const statuses: number[] = [];
    for (const number of numbers) statuses.push((await preview(cartId, number, address)).status);
    expect(vies.asked.length - before).toBeLessThanOrEqual(VIES_LOOKUP_RATE_LIMIT);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VIES_LOOKUP_RATE_LIMIT);
    expect(statuses.slice(VIES_LOOKUP_RATE_LIMIT).every((status) => status === 429)).toBe(true);

    const messages = { nl: 'Te veel verzoeken. Probeer het over een minuut opnieuw.', de: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.', fr: 'Trop de requêtes. Veuillez réessayer dans une minute.' };
    for (const [lang, message] of Object.entries(messages)) {
      const refused = await preview(cartId, freshNumber(), address, lang).expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // A number already confirmed costs no lookup, so it is still answered; another address has its own budget.
    const asked = vies.asked.length;
    const kept = (await preview(cartId, numbers[0] ?? '', address).expect(200)).body as { vatDetail: { vatNumberCheck: string } };
    expect(kept.vatDetail.vatNumberCheck).toBe('confirmed');
    expect(vies.asked.length).toBe(asked);
    await preview(cartId, freshNumber(), '198.51.100.21').expect(200);
    expect(vies.asked.length).toBe(asked + 1);
  });

  it('makes one lookup for 20 identical lookups at once, and answers each of them', async () => {
    const cartId = await cartWithLine();
    const number = freshNumber();
    const before = vies.asked.length;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => preview(cartId, number, `198.51.100.${100 + index}`)));
    expect(answers.map((answer) => [answer.status, (answer.body as { vatDetail?: { vatNumberCheck?: string } }).vatDetail?.vatNumberCheck])).toEqual(
      Array.from({ length: 20 }, () => [200, 'confirmed']),
    );
    expect(vies.asked.slice(before)).toEqual([number]);
  });

  it('counts orders and quotes against the same budget, while a number already confirmed still orders', async () => {
    const address = '198.51.100.30';
    const cartId = await cartWithLine();
    const confirmed = freshNumber();
    await preview(cartId, confirmed, address).expect(200);
    for (let spent = 1; spent < VIES_LOOKUP_RATE_LIMIT; spent += 1) await preview(cartId, freshNumber(), address).expect(200);
    const before = vies.asked.length;
    const order = (vatNumber: string) =>
      request(testApp.server)
        .post('/api/orders')
        .set('X-Forwarded-For', address)
        .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, customer: { kind: 'business', companyName: 'Kade NV', vatNumber } });
    const refusedOrder = await order(freshNumber()).expect(429);
    expect(refusedOrder.body).toEqual({ statusCode: 429, message: 'Too many requests, please try again in a minute.' });
    expect(Number(refusedOrder.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await request(testApp.server)
      .post('/api/quotes')
      .set('X-Forwarded-For', address)
      .send({ productId, condition: 'new', colorType: 'from_stack', lang: 'en', customerName: 'Jan Peeters', email: 'jan@example.be', quantityRequested: 1, customer: { kind: 'business', companyName: 'Kade NV', vatNumber: freshNumber() } })
      .expect(429);
    expect(vies.asked.length).toBe(before);
    await order(confirmed).expect(201);
    expect(vies.asked.length).toBe(before);
  });
});
