import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CUSTOMER = { name: 'Wim Claes', email: 'wim.erased-offer@example.be', street: 'Meir 3', postalCode: '2000', city: 'Antwerpen', country: 'belgium' };

/** An offer whose customer was erased is never sent to "[erased]": the admin gives it a customer again first (issue 37). */
describe('an offer of an erased customer', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'erased-offer-admin@example.be');
    offers = await offerDriver(testApp, admin);
  });
  afterAll(async () => testApp?.close());

  it('is refused for sending until a revision names a customer again', async () => {
    const created = await offers.create(offerBody(offers.productId, { customer: CUSTOMER })).expect(201);
    const id = (created.body as { id: string }).id;
    await request(testApp.server).post('/api/admin/privacy/erase').set('Cookie', admin).send({ email: CUSTOMER.email }).expect(200);

    const refused = await offers.send(id).expect(409);
    expect((refused.body as { message: string }).message).toBe("This offer's customer was erased: enter the customer again before sending it.");
    const outbox: { count: number }[] = await testApp.shop.database.dataSource.query(`SELECT count(*)::int AS count FROM email_outbox WHERE to_address = '[erased]'`);
    expect(outbox[0]?.count).toBe(0);

    await offers.revise(id, offerBody(offers.productId, { customer: { ...CUSTOMER, email: 'wim.new-address@example.be' } })).expect(200);
    await offers.send(id).expect(200);
  });
});
