import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ACCEPT = { name: 'Jan Peeters', accepted: true, revision: 1 } as const;

/** Issue 37: a cancelled order returns its offer to viewed, so the admin can revise or resend it and the customer is not told "already accepted". */
describe('offers: the order of an accepted offer is cancelled', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'offer-cancel-admin@example.be');
    offers = await offerDriver(testApp, admin);
  });
  afterAll(async () => testApp?.close());

  const acceptedOffer = async (paymentMethod: 'stripe' | 'bank_transfer'): Promise<{ id: string; token: string; orderId: string }> => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    await offers.send(created.body.id).expect(200);
    const token = await offers.tokenOf(created.body.id);
    const accepted = await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, paymentMethod }).expect(201);
    return { id: created.body.id, token, orderId: accepted.body.orderId as string };
  };
  const adminOffer = async (id: string) => (await api().get(`/api/admin/offers/${id}`).set('Cookie', admin).expect(200)).body;

  it('an admin cancelling the card order returns the offer to viewed: the customer is not told it was accepted, the admin revises and sends it again', async () => {
    const { id, token, orderId } = await acceptedOffer('stripe');
    await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);

    expect(await adminOffer(id)).toMatchObject({ status: 'viewed', order: null });
    const shown = await offers.customer().get(`/api/offers/${token}?lang=en`).expect(200);
    expect(shown.body).toMatchObject({ status: 'viewed', refusal: null });
    expect(shown.body.refusalMessage ?? null).toBeNull();
    // The acceptance no longer binds; its history stays in the events, with who cancelled and which order.
    expect(await db().query(`SELECT 1 FROM offer_acceptances WHERE offer_id = $1`, [id])).toEqual([]);
    const events: { status: string; by: string; note: string | null }[] = await db().query(`SELECT status, by, note FROM offer_events WHERE offer_id = $1 ORDER BY at, id`, [id]);
    expect(events.map((event) => event.status)).toEqual(['draft', 'sent', 'accepted', 'ordered', 'viewed']);
    expect(events.at(-1)).toMatchObject({ by: 'offer-cancel-admin@example.be', note: expect.stringMatching(/^Order \d+ was cancelled/) });

    const revised = await offers.revise(id, offerBody(offers.productId, { note: 'Nieuwe leverdatum.' })).expect(200);
    expect(revised.body).toMatchObject({ revision: 2, status: 'draft' });
    await offers.send(id).expect(200);
    const again = await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, revision: 2, paymentMethod: 'bank_transfer' }).expect(201);
    expect(again.body.orderId).not.toBe(orderId);
    expect(await adminOffer(id)).toMatchObject({ status: 'ordered', order: { id: again.body.orderId } });
  });

  it('a card session expiring unpaid cancels the order and returns the offer: the customer can accept it again', async () => {
    const { id, token, orderId } = await acceptedOffer('stripe');
    await db().query(`UPDATE simulated_checkout_sessions SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [orderId]);
    const sweep = testApp.shop.orders.expireSimulatedSessions;
    if (sweep === null) throw new Error('the test shop runs the simulated checkout');
    expect(await sweep()).toBeGreaterThanOrEqual(1);

    const [order]: { status: string }[] = await db().query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    expect(order?.status).toBe('cancelled');
    expect(await adminOffer(id)).toMatchObject({ status: 'viewed', order: null });
    const shown = await offers.customer().get(`/api/offers/${token}?lang=nl`).expect(200);
    expect(shown.body).toMatchObject({ status: 'viewed', refusal: null });
    const [event]: { by: string }[] = await db().query(`SELECT by FROM offer_events WHERE offer_id = $1 ORDER BY at DESC, id DESC LIMIT 1`, [id]);
    expect(event?.by).toBe('stripe');
    await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, paymentMethod: 'bank_transfer' }).expect(201);
  });

  it('cancelling a bank-transfer order of an offer returns the offer too; an order of no offer is cancelled as before', async () => {
    const { id } = await acceptedOffer('bank_transfer');
    const [offer]: { order_id: string }[] = await db().query(`SELECT order_id FROM offers WHERE id = $1`, [id]);
    const orderId = offer?.order_id;
    if (orderId === undefined) throw new Error('the accepted offer has its order');
    await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'cancelled', note: 'Klant belde af' }).expect(200);
    expect(await adminOffer(id)).toMatchObject({ status: 'viewed', order: null });
    const [order]: { status: string }[] = await db().query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    expect(order?.status).toBe('cancelled');
  });
});

/** The acceptance is undone when its payment page cannot be made: the orders' port cancels the order in the same transaction. */
describe('offers: an accepted offer whose payment cannot be started', () => {
  let standIn: Server;
  let testApp: TestApp;
  let offers: OfferDriver;
  const db = () => testApp.shop.database.dataSource;

  beforeAll(async () => {
    standIn = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Stand-in refuses the session' } }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.address() as AddressInfo;
    testApp = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_offers', STRIPE_WEBHOOK_SECRET: 'whsec_offers', STRIPE_API_BASE: `http://127.0.0.1:${port}` } });
    offers = await offerDriver(testApp, await adminSession(testApp, 'offer-refused-admin@example.be'));
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise<void>((resolve) => standIn.close(() => resolve()));
  });

  it('answers 503, cancels the order by system, and leaves the offer as it was, to be accepted again', async () => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    await offers.send(created.body.id).expect(200);
    const token = await offers.tokenOf(created.body.id);
    const refused = await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, paymentMethod: 'stripe' }).expect(503);
    expect(refused.body.message).toBe('Payment Error: the payment could not be started. Please try again later.');
    const [order]: { status: string; changed_by: string; note: string }[] = await db().query(
      `SELECT o.status, c.changed_by, c.note FROM orders o JOIN order_status_changes c ON c.order_id = o.id ORDER BY o.created_at DESC LIMIT 1`,
    );
    expect(order).toMatchObject({ status: 'cancelled', changed_by: 'system', note: 'The payment of the accepted offer could not be started: the acceptance was undone.' });
    const [offer]: { status: string; order_id: string | null }[] = await db().query(`SELECT status, order_id FROM offers WHERE id = $1`, [created.body.id]);
    expect(offer).toEqual({ status: 'sent', order_id: null });
    expect(await db().query(`SELECT 1 FROM offer_acceptances WHERE offer_id = $1`, [created.body.id])).toEqual([]);
    await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, paymentMethod: 'bank_transfer' }).expect(201);
  });
});
