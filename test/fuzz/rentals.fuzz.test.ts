import { afterAll, beforeAll, describe, it } from '@jest/globals';
import fc from 'fast-check';
import request from 'supertest';
import { addDays } from '../../domain/rentals/rental-days.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { adminSession } from '../support/sessions.js';
import { SHIPPING } from '../support/order-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectHandled, FUZZ_RUNS, pathSegment } from './support/fuzz-requests.js';
import { hostileString, mutatedBody } from './support/hostile-values.js';

/**
 * The rental routes (issue 33) get bodies near a valid one, links whose token is not a token and
 * hostile list filters: never a 5xx, and a refused request leaves every table as it was.
 */
describe('fuzzing the rental routes', () => {
  let testApp: TestApp;
  let admin: string;
  let contractId: string;
  let token: string;
  const today = belgianDay(new Date());

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'fuzz-rentals@example.be');
    const db = testApp.shop.database.dataSource;
    const api = request(testApp.server);
    const [product]: { product_id: string }[] = await db.query(`SELECT product_id FROM product_translations WHERE slug = 'rental-container-20ft' LIMIT 1`);
    const cartId = ((await api.post('/api/carts').expect(201)).body as { id: string }).id;
    await api.post(`/api/carts/${cartId}/items`).send({ productId: product?.product_id, condition: 'rent', quantity: 1, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'nl' }).expect(201);
    const orderId = ((await api.post('/api/orders').send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201)).body as { orderId: string }).orderId;
    await db.query(`UPDATE orders SET created_at = created_at - interval '60 days' WHERE id = $1`, [orderId]);
    await request(testApp.server).post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const [contract]: { id: string }[] = await db.query(`SELECT id FROM rental_contracts WHERE order_id = $1`, [orderId]);
    contractId = contract?.id ?? '';
    await request(testApp.server).post(`/api/admin/rentals/${contractId}/delivered`).set('Cookie', admin).send({ date: addDays(today, -40) }).expect(200);
    const [email]: { text_body: string }[] = await db.query(`SELECT text_body FROM email_outbox WHERE dedupe_key = $1`, [`rental-started:${contractId}`]);
    token = /\/rental\/([A-Za-z0-9_-]{43})/.exec(email?.text_body ?? '')?.[1] ?? '';
    if (contractId === '' || token === '') throw new Error('the paid rent order opened no contract, or its start email has no rental page link');
  });
  afterAll(async () => testApp?.close());
  const run = <Values extends unknown[]>(property: fc.IAsyncProperty<Values>): Promise<void> => fc.assert(property, { numRuns: FUZZ_RUNS });

  it('POST /api/rentals/{token}/notice', async () => {
    await run(fc.asyncProperty(mutatedBody({ pickupDate: addDays(today, 30), lang: 'nl' }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/rentals/${token}/notice`, body);
    }));
  });

  it('POST /api/admin/rentals/{id}/delivered, /end and /invoices/{number}/paid', async () => {
    await run(fc.asyncProperty(mutatedBody({ date: addDays(today, -39), lang: 'en' }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/admin/rentals/${contractId}/delivered`, body, { Cookie: admin });
    }));
    await run(fc.asyncProperty(mutatedBody({ pickupDate: addDays(today, 20) }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/admin/rentals/${contractId}/end`, body, { Cookie: admin });
    }));
    await run(fc.asyncProperty(mutatedBody({ paidOn: today }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/admin/rentals/${contractId}/invoices/2026-000001/paid`, body, { Cookie: admin });
    }));
  });

  it('POST /api/admin/rentals/{id}/picked-up (the last: a valid body ends the contract)', async () => {
    await run(fc.asyncProperty(mutatedBody({ date: today }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/admin/rentals/${contractId}/picked-up`, body, { Cookie: admin });
    }));
  });

  it('rental links whose token is not a token, contract ids that are not ids, hostile list filters', async () => {
    await run(fc.asyncProperty(hostileString, async (text) => {
      const segment = pathSegment(text) || '%20';
      await expectHandled(testApp, 'GET', `/api/rentals/${segment}`);
      await expectHandled(testApp, 'GET', `/api/rentals/${segment}/documents/2026-000001.pdf`);
      await expectHandled(testApp, 'GET', `/api/rentals/${token}/documents/${segment}`);
      await expectHandled(testApp, 'POST', `/api/rentals/${segment}/notice`, { pickupDate: addDays(today, 30) });
      await expectHandled(testApp, 'GET', `/api/admin/rentals/${segment}`, undefined, { Cookie: admin });
      await expectHandled(testApp, 'POST', `/api/admin/rentals/${segment}/picked-up`, { date: today }, { Cookie: admin });
      await expectHandled(testApp, 'GET', `/api/admin/rentals?state=${segment}&page=${segment}`, undefined, { Cookie: admin });
    }));
  });
});
