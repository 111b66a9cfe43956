import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * A business asks for a quote with its company only in the customer block (as the contract's
 * `customer: {kind: "business", companyName, vatNumber}` says): the quote keeps the company, and
 * the admin's offer made from it is not refused for a missing company name (issue 37).
 */
describe('a business quote request keeps its company', () => {
  let testApp: TestApp;
  let offers: OfferDriver;
  beforeAll(async () => {
    testApp = await startTestApp();
    offers = await offerDriver(testApp, await adminSession(testApp, 'business-quote-admin@example.be'));
  });
  afterAll(async () => testApp?.close());

  it('stores the company of the customer block and makes an offer from the quote', async () => {
    const response = await request(testApp.server)
      .post('/api/quotes')
      .send({
        productId: offers.productId,
        customerName: 'Anna Visser',
        email: 'anna@kade.example',
        quantityRequested: 1,
        condition: 'new',
        colorType: 'from_stack',
        transport: { option: 'truck', country: 'NL', postcode: '1011 AB' },
        customer: { kind: 'business', companyName: 'Kade BV', vatNumber: 'NL004495445B01' },
        lang: 'en',
      })
      .expect(201);
    const quoteId = (response.body as { id: string }).id;
    const [quote]: { company_name: string | null }[] = await testApp.shop.database.dataSource.query('SELECT company_name FROM quotes WHERE id = $1', [quoteId]);
    expect(quote?.company_name).toBe('Kade BV');

    const created = await offers.create({ quoteId }).expect(201);
    expect(created.body).toMatchObject({ customer: { kind: 'business', companyName: 'Kade BV' } });
  });
});
