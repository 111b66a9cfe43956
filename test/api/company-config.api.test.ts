import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TRADER_ENV = {
  COMPANY_NAME: 'Haven Containers',
  COMPANY_LEGAL_NAME: 'Haven Containers NV',
  COMPANY_STREET: 'Kaai 7',
  COMPANY_POSTAL_CODE: '9000',
  COMPANY_CITY: 'Gent',
  COMPANY_ENTERPRISE_NUMBER: '0403.170.701',
  COMPANY_VAT_NUMBER: 'BE0403170701',
  COMPANY_IBAN: 'BE71 0961 2345 6769',
  COMPANY_BIC: 'GKCCBEBB',
};

/** The COMPANY_* variables, not the demo's placeholders, are what customers are told to pay into and who signs. */
describe('the configured company in what customers receive', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ env: TRADER_ENV });
  });
  afterAll(async () => testApp?.close());

  it('puts the configured beneficiary, IBAN and BIC in the bank-transfer confirmation, signed by the configured company', async () => {
    const db = testApp.shop.database.dataSource;
    const [product]: { product_id: string }[] = await db.query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`);
    const api = () => request(testApp.server);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId: product?.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: 'en' })
      .expect(201);
    const shippingAddress = { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kaai 1', city: 'Stad', postalCode: '1000', country: 'belgium' };
    const placed = (await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress }).expect(201)).body as { orderId: string };
    const [email]: { text_body: string; html: string }[] = await db.query(`SELECT text_body, html FROM email_outbox WHERE dedupe_key = $1`, [`order-confirmation:${placed.orderId}`]);
    expect(email?.text_body).toContain('Beneficiary: Haven Containers NV');
    expect(email?.text_body).toContain('IBAN: BE71 0961 2345 6769');
    expect(email?.text_body).toContain('Team Haven Containers');
    expect(email?.html).not.toContain('BE68 5390 0754 7034');
  });
});
