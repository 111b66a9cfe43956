import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays } from '../../domain/offers/offer-validity.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const EMAIL = 'ilse.wisveld@example.be';
const NAME = 'Ilse Wisveld';
const CUSTOMER = { name: NAME, email: EMAIL, phone: '+32 470 55 66 77', street: 'Wisstraat 17', postalCode: '9000', city: 'Gent', country: 'belgium' };
/** What gives the person away wherever a copy of them is left: the name (also in the address), the phone, the street. */
const TRACES = ['%wisveld%', '%55 66 77%', '%556677%', '%wisstraat%'];
const ACCEPT = { name: NAME, accepted: true, paymentMethod: 'bank_transfer' } as const;

interface Copy {
  readonly column: string;
  readonly rows: number;
}

/**
 * Issue 37: an erasure leaves no copy of the person but the invoice, wherever the copy sits (a
 * column, a JSON block, a sent or declined or expired offer revision, a rental contract's terms), and
 * the person's secret links open nothing any more.
 */
describe('an erasure erases every copy of the person but the invoice', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  const api = () => request(testApp.server);
  const db = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const asAdmin = (method: 'get' | 'post', path: string) => api()[method](path).set('Cookie', admin);
  const today = () => belgianDay(new Date());

  /** Every text, JSON and array column of the schema that holds a trace of the person, and in how many rows. */
  const copiesOfThePerson = async (): Promise<Copy[]> => {
    const columns = await db<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY'))
       ORDER BY 1, 2`,
    );
    const copies: Copy[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [found] = await db<{ rows: number }>(`SELECT count(*)::int AS rows FROM "${table}" WHERE "${column}"::text ILIKE ANY ($1::text[])`, [TRACES]);
      if ((found?.rows ?? 0) > 0) copies.push({ column: `${table}.${column}`, rows: found?.rows ?? 0 });
    }
    return copies;
  };

  const sentOffer = async (overrides: object = {}): Promise<{ id: string; token: string }> => {
    const created = await offers.create(offerBody(offers.productId, { customer: CUSTOMER, ...overrides })).expect(201);
    await offers.send(created.body.id).expect(200);
    return { id: created.body.id, token: await offers.tokenOf(created.body.id) };
  };
  const moveOrder = async (orderId: string, statuses: readonly string[]): Promise<void> => {
    for (const status of statuses) await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status }).expect(200);
  };
  const rentalToken = async (contractId: string): Promise<string> => {
    const rows = await db<{ text_body: string }>(`SELECT text_body FROM email_outbox WHERE text_body LIKE '%/rental/%' AND to_address = $1 ORDER BY created_at DESC`, [EMAIL]);
    for (const row of rows) {
      const token = /\/rental\/([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1] ?? '';
      const [link] = await db<{ contract_id: string }>(`SELECT contract_id FROM rental_links WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [token]);
      if (link?.contract_id === contractId) return token;
    }
    throw new Error('no rental page link was emailed');
  };

  let sent: { id: string; token: string };
  let accepted: { id: string; token: string };
  let declined: { id: string; token: string };
  let expired: { id: string; token: string };
  let offerOrderId: string;
  let contractId: string;
  let rentToken: string;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { COMPANY_MAILBOX: 'sales@containershop.example' } });
    admin = await adminSession(testApp, 'privacy-admin@example.be');
    offers = await offerDriver(testApp, admin);

    sent = await sentOffer({ note: `Beste ${NAME}, hier is uw offerte.` });
    accepted = await sentOffer();
    const placed = await offers.customer().post(`/api/offers/${accepted.token}/accept?lang=nl`).send({ ...ACCEPT, revision: 1 }).expect(201);
    offerOrderId = (placed.body as { orderId: string }).orderId;
    await moveOrder(offerOrderId, ['paid', 'processing', 'shipped', 'completed']);
    declined = await sentOffer();
    await offers.customer().post(`/api/offers/${declined.token}/decline?lang=nl`).send({ reason: `Te duur voor ${NAME}` }).expect(200);
    expired = await sentOffer({ validUntil: today() });
    // Time passes: the last valid day was yesterday (the test steps around the sent revision's trigger).
    await db(`ALTER TABLE offer_revisions DISABLE TRIGGER offer_revisions_stay_as_sent`);
    await db(`UPDATE offer_revisions SET valid_until = $2::date WHERE offer_id = $1`, [expired.id, addDays(today(), -1)]);
    await db(`ALTER TABLE offer_revisions ENABLE TRIGGER offer_revisions_stay_as_sent`);

    // A rent, paid (its contract opens), delivered, ended early by the shop and picked up; the order completed.
    const [rental] = await db<{ product_id: string }>(`SELECT product_id FROM product_translations WHERE slug = 'rental-container-20ft' LIMIT 1`);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId: rental?.product_id, condition: 'rent', quantity: 1, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'nl' }).expect(201);
    const rentOrder = await api().post('/api/orders').send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: CUSTOMER }).expect(201);
    const rentOrderId = (rentOrder.body as { orderId: string }).orderId;
    await moveOrder(rentOrderId, ['paid']);
    const [contract] = await db<{ id: string }>(`SELECT id FROM rental_contracts WHERE order_id = $1`, [rentOrderId]);
    contractId = contract?.id ?? '';
    await asAdmin('post', `/api/admin/rentals/${contractId}/delivered`).send({ date: today() }).expect(200);
    rentToken = await rentalToken(contractId);
    await asAdmin('post', `/api/admin/rentals/${contractId}/end`).send({}).expect(200);
    await asAdmin('post', `/api/admin/rentals/${contractId}/picked-up`).send({ date: today() }).expect(200);
    await moveOrder(rentOrderId, ['processing', 'shipped', 'completed']);
  });
  afterAll(async () => testApp?.close());

  it('leaves the person only in the invoices; the admin screens and the old links show nothing of them', async () => {
    // Before: the person is in the offers' revisions (each kind of answer), the contract's terms, the links open.
    const before = (await copiesOfThePerson()).map((copy) => copy.column);
    expect(before).toEqual(expect.arrayContaining(['offer_revisions.customer', 'rental_contracts.terms', 'invoices.document']));
    await offers.customer().get(`/api/offers/${sent.token}?lang=nl`).expect(200);
    await api().get(`/api/rentals/${rentToken}`).expect(200);
    const [invoiceBefore] = await db<{ document: object }>(`SELECT document FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [offerOrderId]);

    const report = await asAdmin('post', '/api/admin/privacy/erase').send({ email: EMAIL }).expect(200);
    expect(report.body).toMatchObject({ counts: { offersAnonymised: 4, rentalsAnonymised: 1 } });

    // Only the invoices (the offer's order's and the rent's first period's) still name the person.
    expect(await copiesOfThePerson()).toEqual([
      { column: 'invoices.customer_name', rows: 2 },
      { column: 'invoices.document', rows: 2 },
    ]);
    const [invoiceAfter] = await db<{ document: object }>(`SELECT document FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [offerOrderId]);
    expect(invoiceAfter?.document).toEqual(invoiceBefore?.document);
    expect(JSON.stringify(invoiceAfter?.document)).toContain(NAME);

    // The admin screens: each offer with all its revisions, the list, the contract.
    const shown: string[] = [];
    for (const offer of [sent, accepted, declined, expired]) shown.push(JSON.stringify((await asAdmin('get', `/api/admin/offers/${offer.id}`).expect(200)).body));
    shown.push(JSON.stringify((await asAdmin('get', '/api/admin/offers').expect(200)).body));
    shown.push(JSON.stringify((await asAdmin('get', `/api/admin/rentals/${contractId}`).expect(200)).body));
    for (const screen of shown) expect(screen).not.toMatch(/wisveld|wisstraat|55 66 77|556677/i);
    expect(JSON.parse(shown[0] ?? '{}')).toMatchObject({ customer: { name: '[erased]', email: '[erased]', street: '[erased]', country: 'belgium' } });

    // The old secret links open nothing: as a link that never existed.
    for (const offer of [sent, accepted, declined, expired]) {
      const answer = await offers.customer().get(`/api/offers/${offer.token}?lang=en`).expect(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/wisveld/i);
    }
    await offers.customer().post(`/api/offers/${sent.token}/accept?lang=en`).send({ ...ACCEPT, revision: 1 }).expect(404);
    await api().get(`/api/rentals/${rentToken}`).expect(404);
    expect(await db(`SELECT 1 FROM offer_links WHERE offer_id = ANY ($1::uuid[]) UNION ALL SELECT 1 FROM rental_links WHERE contract_id = $2`, [[sent.id, accepted.id, declined.id, expired.id], contractId])).toEqual([]);

    // No reminder goes to "[erased]" for the offer still open.
    expect(await db(`SELECT 1 FROM offer_revisions WHERE offer_id = $1 AND reminded_at IS NULL AND sent_at IS NOT NULL`, [sent.id])).toEqual([]);
  });
});
