import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMPANY_MAILBOX = 'sales@containershop.test';

interface OutboxRow {
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  fallback: { subject: string; text: string } | null;
  dedupe_key: string;
}

describe('POST /api/quotes', () => {
  let testApp: TestApp;
  /** A product under 40ft offering every delivery option: one container by truck to BE 20xx costs the single rate, €250. */
  let productId: string;
  let productTitleDe: string;

  const query = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const countRows = async (table: 'quotes' | 'email_outbox'): Promise<number> =>
    Number((await query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table}`))[0]?.count);

  const validQuote = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    productId,
    customerName: 'Jan Peeters',
    email: 'jan@example.be',
    quantityRequested: 1,
    condition: 'new',
    colorType: 'from_stack',
    lang: 'en',
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await startTestApp({ env: { COMPANY_MAILBOX } });
    const rows = await query<{ id: string; title: string }>(
      `SELECT p.id, t.title FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = 'de'
       WHERE p.size NOT LIKE '%40%' AND p.delivery_truck AND p.delivery_truck_with_crane AND p.delivery_self_pickup
       ORDER BY p.created_at LIMIT 1`,
    );
    const row = rows[0];
    if (row === undefined) throw new Error('the demo catalogue has no small product with every delivery option');
    productId = row.id;
    productTitleDe = row.title;
  });
  afterAll(async () => testApp?.close());

  it('stores a wish-colour quote with the server-priced crane transport and queues both emails in one go', async () => {
    const response = await request(testApp.server)
      .post('/api/quotes')
      .send(
        validQuote({
          customerName: 'Anna Schmidt',
          email: 'anna@example.de',
          phone: '+49 30 123456',
          companyName: 'Schmidt GmbH',
          colorType: 'wish_color',
          ralColor: 'RAL 5010',
          preferredDeliveryDate: '2027-03-15',
          specialRequirements: 'Zwei Türen bitte',
          transport: { option: 'truck_with_crane', country: 'BE', postcode: '2000' },
          lang: 'de',
        }),
      )
      .expect(201);
    const id = response.body.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [quote] = await query<Record<string, unknown>>(`SELECT *, preferred_delivery_date::text AS date FROM quotes WHERE id = $1`, [id]);
    expect(quote).toMatchObject({
      product_id: productId,
      customer_name: 'Anna Schmidt',
      email: 'anna@example.de',
      phone: '+49 30 123456',
      company_name: 'Schmidt GmbH',
      quantity_requested: 1,
      request_type: 'Special Modification',
      purchase_option: 'new',
      transport_type: 'truck',
      color_type: 'wish_color',
      ral_color: 'RAL 5010',
      language: 'de',
      date: '2027-03-15',
    });
    // €250 single truck rate for BE 20xx, plus 13% for the crane.
    expect(Number(quote?.['transport_price_cents'])).toBe(28_250);

    const emails = await query<OutboxRow>(`SELECT * FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`, [`%:${id}`]);
    expect(emails).toHaveLength(2);
    const admin = emails.find((email) => email.dedupe_key === `quote-admin:${id}`);
    const customer = emails.find((email) => email.dedupe_key === `quote-confirmation:${id}`);
    expect(admin).toMatchObject({ to_address: COMPANY_MAILBOX, reply_to: 'anna@example.de' });
    expect(admin?.subject).toContain('New quote request');
    expect(admin?.text_body).toContain('Special Modification');
    expect(admin?.text_body).toContain('RAL 5010');
    expect(admin?.fallback?.text).toContain('A new quote request arrived, please check the database');
    expect(customer).toMatchObject({ to_address: 'anna@example.de', reply_to: null, fallback: null });
    expect(customer?.subject).toBe(`Ihre Angebotsanfrage: ${productTitleDe}`);
    expect(customer?.text_body).toContain('innerhalb von 24 Stunden');
    expect(customer?.text_body).toContain('282,50');
  });

  it("maps rent with self pickup to Lease, transport 'none' at 0 and RAL 'N/A'", async () => {
    const response = await request(testApp.server)
      .post('/api/quotes')
      .send(validQuote({ condition: 'rent', quantityRequested: 3, transport: { option: 'self_pickup' } }))
      .expect(201);
    const [quote] = await query<Record<string, unknown>>(`SELECT * FROM quotes WHERE id = $1`, [response.body.id]);
    expect(quote).toMatchObject({
      request_type: 'Lease',
      purchase_option: 'rent',
      transport_type: 'none',
      color_type: 'from_stack',
      ral_color: 'N/A',
      quantity_requested: 3,
      language: 'en',
    });
    expect(Number(quote?.['transport_price_cents'])).toBe(0);
    const [customer] = await query<OutboxRow>(`SELECT * FROM email_outbox WHERE dedupe_key = $1`, [`quote-confirmation:${response.body.id}`]);
    expect(customer?.text_body).toContain('We will contact you within 24 hours.');
  });

  it("refuses a wish colour without RAL with 'RAL colour is required', in the request's language, storing nothing", async () => {
    const [quotes, emails] = [await countRows('quotes'), await countRows('email_outbox')];
    const en = await request(testApp.server).post('/api/quotes').send(validQuote({ colorType: 'wish_color' })).expect(400);
    expect(en.body.errors).toEqual([{ field: 'ralColor', message: 'RAL colour is required' }]);
    const nl = await request(testApp.server).post('/api/quotes').send(validQuote({ colorType: 'wish_color', ralColor: ' ', lang: 'nl' })).expect(400);
    expect(nl.body.errors).toEqual([{ field: 'ralColor', message: 'RAL-kleur is verplicht' }]);
    expect([await countRows('quotes'), await countRows('email_outbox')]).toEqual([quotes, emails]);
  });

  it('refuses a price sent by the client as an unknown field, at the top and inside transport', async () => {
    const top = await request(testApp.server).post('/api/quotes').send(validQuote({ transportPrice: 0 })).expect(400);
    expect(top.body.errors.map((error: { field: string }) => error.field)).toEqual(['transportPrice']);
    const nested = await request(testApp.server)
      .post('/api/quotes')
      .send(validQuote({ transport: { option: 'truck', country: 'BE', postcode: '2000', price: 1 } }))
      .expect(400);
    expect(nested.body.errors.map((error: { field: string }) => error.field)).toEqual(['transport.price']);
  });

  it('refuses a bad postcode for a truck with the localized message naming transport.postcode', async () => {
    const response = await request(testApp.server)
      .post('/api/quotes')
      .send(validQuote({ transport: { option: 'truck', country: 'BE', postcode: '123' }, lang: 'fr' }))
      .expect(400);
    expect(response.body.errors).toEqual([{ field: 'transport.postcode', message: 'Le code postal belge doit contenir 4 chiffres' }]);
  });

  it('answers 404 for an unknown product', async () => {
    await request(testApp.server).post('/api/quotes').send(validQuote({ productId: randomUUID() })).expect(404);
  });

  it('answers a filled honeypot with 201 and a fake id, storing nothing', async () => {
    const [quotes, emails] = [await countRows('quotes'), await countRows('email_outbox')];
    const response = await request(testApp.server).post('/api/quotes').send(validQuote({ website: 'http://spam.example' })).expect(201);
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await query(`SELECT id FROM quotes WHERE id = $1`, [response.body.id])).toEqual([]);
    expect([await countRows('quotes'), await countRows('email_outbox')]).toEqual([quotes, emails]);
  });
});
