import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 15 through HTTP on a real database: the VAT of each kind of customer,
 * the VIES answers (offline stand-in: VIES_NOT_REGISTERED, VIES=unavailable)
 * and what is kept with the order.
 */

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

interface VatDetail {
  breakdown: { category: string; ratePercent: number; net: number; vat: number; exemptionReasonCode: string | null }[];
  mention: string | null;
  customerKind: string;
  vatNumber: string | null;
  vatNumberConfirmed: boolean;
  vatNumberCheck: string;
  viesConsultation: string | null;
}

interface Totals {
  subtotal: number;
  vat: number;
  total: number;
  vatDetail: VatDetail;
}

const TWENTY_FOOT_NEW = 'shipping-container-20ft-new';
/** Valid check digits (Belgian mod 97, German ISO 7064, Dutch mod 11). */
const DUTCH_VAT = 'NL 0044.95.445 B01';
const GERMAN_VAT = 'DE 136 695 976';
const UNREGISTERED_DUTCH_VAT = 'NL001234560B01';

const truck = (country: 'BE' | 'NL' | 'DE', postcode: string) => ({ option: 'truck', country, postcode }) as const;
const address = (country: 'belgium' | 'netherlands' | 'germany', postalCode: string) => ({
  name: 'Anna Visser',
  email: 'anna@example.nl',
  phone: '+31 20 123 45 67',
  street: 'Kade 1',
  city: 'Stad',
  postalCode,
  country,
});

const startApp = async (env: Record<string, string> = {}): Promise<{ app: TestApp; productId: string }> => {
  const app = await startTestApp({ env: { VIES_NOT_REGISTERED: UNREGISTERED_DUTCH_VAT, ...env } });
  const [row]: { product_id: string }[] = await app.shop.database.dataSource.query(
    `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
    [TWENTY_FOOT_NEW],
  );
  if (row === undefined) throw new Error('demo product missing');
  return { app, productId: row.product_id };
};

describe('VAT for every customer (VIES stand-in answering)', () => {
  let testApp: TestApp;
  let productId: string;
  beforeAll(async () => {
    ({ app: testApp, productId } = await startApp());
  });
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const cartWith = async (transport: object, condition = 'new'): Promise<string> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition, quantity: 1, colorType: 'from_stack', transport, lang: 'en' })
      .expect(201);
    return cartId;
  };
  const confirmation = async (placed: { orderId: string; accessToken: string }): Promise<Totals & { items: { vatCategory: string; vatRatePercent: number }[] }> =>
    (await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200)).body;
  const placeOrder = (cartId: string, shipping: object, customer?: object, lang = 'en') =>
    api()
      .post('/api/orders')
      .send({ cartId, lang, paymentMethod: 'bank_transfer', shippingAddress: shipping, ...(customer === undefined ? {} : { customer }) });

  it('a Dutch business with a confirmed number pays no VAT on a delivery in the Netherlands and sees the mention', async () => {
    const cartId = await cartWith(truck('NL', '1011 AB'));
    const preview = (await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: DUTCH_VAT, lang: 'nl' }).expect(200)).body as Totals;
    expect(preview.vat).toBe(0);
    expect(preview.total).toBe(preview.subtotal);
    expect(preview.vatDetail).toMatchObject({ vatNumber: 'NL004495445B01', vatNumberConfirmed: true, vatNumberCheck: 'confirmed' });
    expect(preview.vatDetail.breakdown).toEqual([{ category: 'K', ratePercent: 0, net: preview.subtotal, vat: 0, exemptionReasonCode: 'VATEX-EU-IC' }]);
    expect(preview.vatDetail.mention).toContain('art. 39bis WBTW');

    const placed = (await placeOrder(cartId, address('netherlands', '1011 AB'), { kind: 'business', companyName: 'Haven BV', vatNumber: DUTCH_VAT }, 'nl').expect(201)).body;
    const order = await confirmation(placed);
    expect(order.vat).toBe(0);
    expect(order.items[0]).toMatchObject({ vatCategory: 'K', vatRatePercent: 0 });
    expect(order.vatDetail).toMatchObject({ customerKind: 'business', companyName: 'Haven BV', vatNumberConfirmed: true });
    expect(order.vatDetail.viesConsultation).toMatch(/^OFFLINE-NL004495445B01-/);
    expect(order.vatDetail.mention).toContain('Vrijgestelde intracommunautaire levering');
  });

  it('refuses a VAT number with a typo (check digits) with a 400 naming the field, writing nothing', async () => {
    const cartId = await cartWith(truck('NL', '1011 AB'));
    const refused = await placeOrder(cartId, address('netherlands', '1011 AB'), { kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495446B01' }).expect(400);
    expect(((refused.body as ErrorBody).errors ?? []).map((error) => error.field)).toEqual(['customer.vatNumber']);
    const orders: unknown[] = await testApp.shop.database.dataSource.query(`SELECT id FROM orders WHERE cart_id = $1`, [cartId]);
    expect(orders).toEqual([]);
    const preview = await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: 'NL004495446B01' }).expect(400);
    expect(((preview.body as ErrorBody).errors ?? []).map((error) => error.field)).toEqual(['vatNumber']);
  });

  it('a business needs its company name and VAT number', async () => {
    const cartId = await cartWith(truck('NL', '1011 AB'));
    const refused = await placeOrder(cartId, address('netherlands', '1011 AB'), { kind: 'business' }).expect(400);
    expect(((refused.body as ErrorBody).errors ?? []).map((error) => error.field).sort()).toEqual(['customer.companyName', 'customer.vatNumber']);
  });

  it('charges destination VAT when VIES says the number is not registered', async () => {
    const cartId = await cartWith(truck('NL', '1011 AB'));
    const placed = (await placeOrder(cartId, address('netherlands', '1011 AB'), { kind: 'business', companyName: 'Nep BV', vatNumber: UNREGISTERED_DUTCH_VAT }).expect(201)).body;
    const order = await confirmation(placed);
    expect(order.vatDetail).toMatchObject({ vatNumberConfirmed: false, vatNumberCheck: 'not_registered', mention: null });
    expect(order.vatDetail.breakdown.map((row) => [row.category, row.ratePercent])).toEqual([['S', 21]]);
    expect(order.vat).toBeCloseTo(order.subtotal * 0.21, 2);
  });

  it('a German consumer pays 19 % German VAT (OSS)', async () => {
    const cartId = await cartWith(truck('DE', '10115'));
    const placed = (await placeOrder(cartId, address('germany', '10115'), undefined, 'de').expect(201)).body;
    const order = await confirmation(placed);
    expect(order.vatDetail.breakdown).toEqual([{ category: 'S', ratePercent: 19, net: order.subtotal, vat: order.vat, exemptionReasonCode: null }]);
    expect(Math.round(order.vat * 100)).toBe(Math.round((order.subtotal * 100 * 19) / 100));
    expect(order.total).toBeCloseTo(order.subtotal + order.vat, 2);
  });

  it('self pickup is 21 %, also for a German business with a confirmed number', async () => {
    const cartId = await cartWith({ option: 'self_pickup' });
    const preview = (await api().get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: GERMAN_VAT }).expect(200)).body as Totals;
    expect(preview.vatDetail.vatNumberConfirmed).toBe(true);
    expect(preview.vatDetail.breakdown.map((row) => [row.category, row.ratePercent])).toEqual([['S', 21]]);
    expect(preview.vat).toBe(Math.round(preview.subtotal * 21) / 100);
  });

  it('a rent line for a German business is reverse-charged', async () => {
    const cartId = await cartWith(truck('DE', '10115'), 'rent');
    const placed = (await placeOrder(cartId, address('germany', '10115'), { kind: 'business', companyName: 'Hafen GmbH', vatNumber: GERMAN_VAT }, 'de').expect(201)).body;
    const order = await confirmation(placed);
    expect(order.vat).toBe(0);
    expect(order.vatDetail.breakdown.map((row) => [row.category, row.exemptionReasonCode])).toEqual([['AE', 'VATEX-EU-AE']]);
    expect(order.vatDetail.mention).toBe('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 Richtlinie 2006/112/EG');
  });

  it('ignores nothing a client sends about VAT: a rate or total in the body is refused', async () => {
    const cartId = await cartWith(truck('DE', '10115'));
    const tampered = await api()
      .post('/api/orders')
      .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: address('germany', '10115'), vatRate: 0, customer: { kind: 'consumer', vatRatePercent: 0 } })
      .expect(400);
    expect(((tampered.body as ErrorBody).errors ?? []).map((error) => error.field).sort()).toEqual(['customer.vatRatePercent', 'vatRate']);
  });

  it('keeps the VAT decision with a quote: a rent quote for a German business is reverse-charged', async () => {
    const response = await api()
      .post('/api/quotes')
      .send({
        productId,
        condition: 'rent',
        lang: 'de',
        customerName: 'Jonas Weber',
        email: 'jonas@example.de',
        quantityRequested: 2,
        customer: { kind: 'business', companyName: 'Hafen GmbH', vatNumber: GERMAN_VAT },
      })
      .expect(201);
    const [quote]: { customer_kind: string; vat_number: string; vat_detail: { treatment: { category: string; rule: string }; vatNumberCheck: string } }[] =
      await testApp.shop.database.dataSource.query(`SELECT customer_kind, vat_number, vat_detail FROM quotes WHERE id = $1`, [response.body.id]);
    expect(quote).toMatchObject({ customer_kind: 'business', vat_number: 'DE136695976' });
    expect(quote?.vat_detail).toMatchObject({ vatNumberCheck: 'confirmed', treatment: { category: 'AE', rule: 'reverse-charge' } });
  });

  it('reports the quarter\'s OSS return from the paid orders', async () => {
    const cartId = await cartWith(truck('DE', '10115'));
    const placed = (await placeOrder(cartId, address('germany', '10115')).expect(201)).body;
    const order = await confirmation(placed);
    const db = testApp.shop.database.dataSource;
    await db.query(`UPDATE orders SET status = 'cancelled' WHERE paid_at IS NULL AND id <> $1`, [placed.orderId]);
    await db.query(`UPDATE orders SET status = 'paid', paid_at = '2026-11-20T10:00:00Z' WHERE id = $1`, [placed.orderId]);
    const report = await testApp.shop.vatReports.ossReport('2026-Q4');
    expect(report.ok && report.value.rows).toEqual([{ country: 'DE', ratePercent: 19, taxable: Math.round(order.subtotal * 100), vat: Math.round(order.vat * 100) }]);
    const nextQuarter = await testApp.shop.vatReports.ossReport('2027-Q1');
    expect(nextQuarter.ok && nextQuarter.value.rows).toEqual([]);
  });
});

describe('VAT when VIES cannot be asked', () => {
  let testApp: TestApp;
  let productId: string;
  beforeAll(async () => {
    ({ app: testApp, productId } = await startApp({ VIES: 'unavailable' }));
  });
  afterAll(async () => testApp?.close());

  it('places the order with VAT charged and says the number is not confirmed; no 5xx', async () => {
    const api = request(testApp.server);
    const cartId = ((await api.post('/api/carts').expect(201)).body as { id: string }).id;
    await api
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport: truck('NL', '1011 AB'), lang: 'en' })
      .expect(201);
    const preview = (await api.get(`/api/carts/${cartId}`).query({ customerKind: 'business', vatNumber: DUTCH_VAT }).expect(200)).body as Totals;
    expect(preview.vatDetail).toMatchObject({ vatNumberConfirmed: false, vatNumberCheck: 'unavailable' });
    expect(preview.vatDetail.breakdown.map((row) => [row.category, row.ratePercent])).toEqual([['S', 21]]);
    const placed = (
      await api
        .post('/api/orders')
        .send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: address('netherlands', '1011 AB'), customer: { kind: 'business', companyName: 'Haven BV', vatNumber: DUTCH_VAT } })
        .expect(201)
    ).body as { orderId: string; accessToken: string };
    const order = (await api.get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200)).body as Totals;
    expect(order.vat).toBeGreaterThan(0);
    expect(order.vatDetail).toMatchObject({ vatNumber: 'NL004495445B01', vatNumberConfirmed: false, vatNumberCheck: 'unavailable', viesConsultation: null });
  });
});
