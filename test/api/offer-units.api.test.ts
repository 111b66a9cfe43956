import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Accepting an offer reserves container units as placing an order does (issues 31 and 32). */
describe('offers of products managed by container units', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  const api = () => request(testApp.server);
  const db = () => testApp.shop.database.dataSource;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'offer-units-admin@example.be');
    offers = await offerDriver(testApp, admin);
  });
  afterAll(async () => testApp?.close());

  const addUnits = async (count: number, from: number): Promise<string[]> => {
    const numbers: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const number = completeContainerNumber('OFU', 'U', String(from + index).padStart(6, '0'));
      await api().post('/api/admin/units?lang=en').set('Cookie', admin).send({ containerNumber: number, productId: offers.productId, condition: 'new' }).expect(201);
      numbers.push(number);
    }
    return numbers;
  };

  const sentOffer = async (): Promise<{ id: string; token: string }> => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    const id = (created.body as { id: string }).id;
    await offers.send(id).expect(200);
    return { id, token: await offers.tokenOf(id) };
  };

  const accept = (token: string, lang = 'en') =>
    offers.customer().post(`/api/offers/${token}/accept?lang=${lang}`).send({ name: 'Jan Peeters', accepted: true, revision: 1, paymentMethod: 'bank_transfer' });

  it('reserves the offered containers for the order it becomes, and refuses with 409 naming the product and how many are left when they are gone', async () => {
    const numbers = await addUnits(3, 100);
    const first = await sentOffer();
    const second = await sentOffer();

    const accepted = await accept(first.token).expect(201);
    const orderId = (accepted.body as { orderId: string }).orderId;
    const held: { container_number: string; status: string }[] = await db().query(`SELECT container_number, status FROM units WHERE order_id = $1 ORDER BY container_number`, [orderId]);
    expect(held).toHaveLength(2);
    expect(held.every((unit) => unit.status === 'reserved' && numbers.includes(unit.container_number))).toBe(true);

    // One unit is left; the second offer wants two.
    const refused = await accept(second.token, 'nl').expect(409);
    expect((refused.body as { message: string }).message).toMatch(/1/);
    const orders: unknown[] = await db().query(`SELECT id FROM orders WHERE id <> $1 AND created_at > now() - interval '1 hour' AND id IN (SELECT order_id FROM offers WHERE id = $2)`, [orderId, second.id]);
    expect(orders).toHaveLength(0);
    const [offer]: { status: string; order_id: string | null }[] = await db().query(`SELECT status, order_id FROM offers WHERE id = $1`, [second.id]);
    expect(offer).toEqual({ status: 'sent', order_id: null });
    const [acceptances]: { count: number }[] = await db().query(`SELECT count(*)::int AS count FROM offer_acceptances WHERE offer_id = $1`, [second.id]);
    expect(acceptances?.count).toBe(0);
    const [free]: { count: number }[] = await db().query(`SELECT count(*)::int AS count FROM units WHERE product_id = $1 AND status = 'available'`, [offers.productId]);
    expect(free?.count).toBe(1);
  });
});
