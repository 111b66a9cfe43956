import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 30 through HTTP on a real database: a VAT number typed as the business's
 * letterhead prints it is accepted and kept in its canonical form; a number with
 * a stray character or a failing check is a 400 naming the field, writing nothing.
 */

interface ErrorBody {
  errors?: { field: string; message: string }[];
}

const TWENTY_FOOT_NEW = 'shipping-container-20ft-new';
const dutchAddress = {
  name: 'Anna Visser',
  email: 'anna@example.nl',
  phone: '+31 20 123 45 67',
  street: 'Kade 1',
  city: 'Amsterdam',
  postalCode: '1011 AB',
  country: 'netherlands',
};

describe('VAT numbers as printed on letterheads (API)', () => {
  let testApp: TestApp;
  let productId: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    const [row]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    if (row === undefined) throw new Error('demo product missing');
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const newCart = async (): Promise<string> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'truck', country: 'NL', postcode: '1011 AB' }, lang: 'en' })
      .expect(201);
    return cartId;
  };
  const placeOrder = (cartId: string, vatNumber: string) =>
    api()
      .post('/api/orders')
      .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: dutchAddress, customer: { kind: 'business', companyName: 'Haven BV', vatNumber } });
  const orderCount = async (): Promise<number> =>
    Number(((await testApp.shop.database.dataSource.query('SELECT count(*) AS count FROM orders')) as { count: string }[])[0]?.count);

  it('prices the cart for numbers in their printed spellings, answering with the canonical number', async () => {
    const cartId = await newCart();
    for (const [typed, canonical] of [
      ['NL4495445B01', 'NL004495445B01'],
      ['BE (0)403.170.701', 'BE0403170701'],
      ['BE 444.503.092', 'BE0444503092'],
      ['LU: 2294 4200', 'LU22944200'],
    ] as const) {
      const preview = (await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: typed }).expect(200)).body as {
        vatDetail: { vatNumber: string | null };
      };
      expect([typed, preview.vatDetail.vatNumber]).toEqual([typed, canonical]);
    }
  });

  it('places the order of a Dutch business that left out its leading zeros, keeping the canonical number', async () => {
    const placed = (await placeOrder(await newCart(), 'NL 4495445 B01').expect(201)).body as { orderId: string };
    const [order]: { customer_vat_number: string }[] = await testApp.shop.database.dataSource.query('SELECT customer_vat_number FROM orders WHERE id = $1', [placed.orderId]);
    expect(order?.customer_vat_number).toBe('NL004495445B01');
  });

  it('refuses a comma, a B00 suffix and a French letter key that fails its check with a 400 naming the field, writing nothing', async () => {
    const cartId = await newCart();
    const before = await orderCount();
    for (const typed of ['NL 0044,95,445 B01', 'NL004495445B00', 'FR L 7399859412']) {
      const refused = (await placeOrder(cartId, typed).expect(400)).body as ErrorBody;
      expect([typed, (refused.errors ?? []).map((error) => error.field)]).toEqual([typed, ['customer.vatNumber']]);
    }
    const comma = (await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: 'DE 136,695 976', lang: 'de' }).expect(400)).body as ErrorBody;
    expect(comma.errors?.[0]?.field).toBe('vatNumber');
    expect(comma.errors?.[0]?.message).toContain('„,“');
    expect(await orderCount()).toBe(before);
  });
});
