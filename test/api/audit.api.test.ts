import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { actingAs } from '../../adapters/persistence/audit/audit-actor.js';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';

interface Entry {
  id: string;
  at: string;
  actor: string;
  action: 'insert' | 'update' | 'delete';
  entity: string;
  entityId: string;
  owner: { entity: string; id: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  redacted: string[];
}
interface EntryList {
  items: Entry[];
  total: number;
  page: number;
  pageSize: number;
}

const ADMIN = 'audit-admin@example.be';
const LANGS = ['nl', 'de', 'fr', 'en'] as const;
const text = (lang: string, title: string) => ({ title, description: `Beschrijving ${lang}`, slug: `audit-container-${lang}`, metaTitle: null, metaDescription: null });
const productBody = (price: number, dutchTitle: string) => ({
  type: 'Dry Van',
  condition: 'new',
  size: '20ft',
  price,
  priceNew: price,
  isAvailable: true,
  stockStatus: 'In Stock',
  deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
  translations: Object.fromEntries(LANGS.map((lang) => [lang, text(lang, lang === 'nl' ? dutchTitle : `Audit container ${lang}`)])),
});

describe('the audit trail through the admin API', () => {
  let testApp: TestApp;
  let admin: string;
  const api = () => request(testApp.server);
  const audit = async (query: string): Promise<EntryList> => (await api().get(`/api/admin/audit?${query}`).set('Cookie', admin).expect(200)).body as EntryList;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp, ADMIN);
  });
  afterAll(async () => testApp?.close());

  it('records a product edit with the admin, the time and the changed fields before and after, and shows it as the product history', async () => {
    const started = Date.now();
    const created = await api().post('/api/admin/products').set('Cookie', admin).send(productBody(2500, 'Audit container')).expect(201);
    const productId = (created.body as { id: string }).id;
    await api().put(`/api/admin/products/${productId}`).set('Cookie', admin).send(productBody(2399.99, 'Audit container, herzien')).expect(200);

    const history = await audit(`entity=products&id=${productId}`);
    expect(history.items.every((entry) => entry.actor === ADMIN)).toBe(true);
    expect(history.items.every((entry) => Date.parse(entry.at) >= started - 1_000 && Date.parse(entry.at) <= Date.now() + 1_000)).toBe(true);
    const priceChange = history.items.find((entry) => entry.entity === 'products' && entry.action === 'update');
    expect(priceChange).toMatchObject({ entityId: productId, owner: null, before: { price_cents: 250000, price_new_cents: 250000 }, after: { price_cents: 239999, price_new_cents: 239999 } });
    expect(Object.keys(priceChange?.before ?? {}).sort()).toEqual(['price_cents', 'price_new_cents', 'updated_at']);
    const titleChange = history.items.find((entry) => entry.entity === 'product_translations' && entry.action === 'update');
    expect(titleChange).toMatchObject({ owner: { entity: 'products', id: productId }, before: { title: 'Audit container' }, after: { title: 'Audit container, herzien' } });
    expect(Object.keys(titleChange?.after ?? {})).toEqual(['title']);
    // The creation: the product and its four texts, whole.
    expect(history.items.filter((entry) => entry.action === 'insert').map((entry) => entry.entity).sort()).toEqual([
      'product_translations', 'product_translations', 'product_translations', 'product_translations', 'products',
    ]);
    // Newest first.
    expect(history.items.map((entry) => Number(entry.id))).toEqual([...history.items.map((entry) => Number(entry.id))].sort((a, b) => b - a));
  });

  it("records an order's status change by the admin (and the invoice it issued) in the order's history, and nothing of what the customer did", async () => {
    const [product]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId: product?.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'en' }).expect(201);
    const placed = await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201);
    const orderId = (placed.body as { orderId: string }).orderId;
    expect((await audit(`entity=orders&id=${orderId}`)).items).toEqual([]);

    await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'paid', note: 'Overschrijving ontvangen' }).expect(200);
    const history = await audit(`entity=orders&id=${orderId}`);
    const statusChange = history.items.find((entry) => entry.entity === 'orders');
    expect(statusChange).toMatchObject({ actor: ADMIN, action: 'update', entityId: orderId, before: { status: 'pending', paid_at: null }, after: { status: 'paid' } });
    expect(history.items.map((entry) => [entry.entity, entry.action])).toEqual(expect.arrayContaining([['order_status_changes', 'insert'], ['invoices', 'insert']]));
    const invoice = history.items.find((entry) => entry.entity === 'invoices');
    expect(invoice?.owner).toEqual({ entity: 'orders', id: orderId });
    expect(invoice?.after).not.toHaveProperty('document');
    expect((await audit('entity=carts')).total).toBe(0);
    expect((await audit('entity=cart_items')).total).toBe(0);
  });

  it("records the container units an admin adds and edits in their product's history", async () => {
    const [product]: { product_id: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`,
      [TWENTY_FOOT_NEW],
    );
    const productId = product?.product_id ?? '';
    const created = await api().post('/api/admin/units?lang=en').set('Cookie', admin).send({ containerNumber: completeContainerNumber('AUD', 'U', '734512'), productId, condition: 'new' }).expect(201);
    const unitId = (created.body as { id: string }).id;
    await api().patch(`/api/admin/units/${unitId}?lang=en`).set('Cookie', admin).send({ notes: 'Deuk in de linkerdeur' }).expect(200);
    const units = (await audit(`entity=products&id=${productId}`)).items.filter((entry) => entry.entity === 'units');
    expect(units.map((entry) => [entry.actor, entry.action, entry.entityId])).toEqual([
      [ADMIN, 'update', unitId],
      [ADMIN, 'insert', unitId],
    ]);
    expect(units[0]).toMatchObject({ owner: { entity: 'products', id: productId }, before: { notes: null }, after: { notes: 'Deuk in de linkerdeur' } });
  });

  it('never shows a secret: a password set as an operator is named as changed, its hash nowhere', async () => {
    await actingAs('cli:operator', () => testApp.shop.accounts.createAdmin('second-admin@example.be', 'another long password'));
    const users = await audit('entity=users&actor=cli:');
    const created = users.items.find((entry) => entry.action === 'insert' && entry.entity === 'users');
    expect(created).toMatchObject({ actor: 'cli:operator', after: { email: 'second-admin@example.be' }, redacted: ['password_hash'] });
    expect(created?.after).not.toHaveProperty('password_hash');
    const everything = await audit('pageSize=200');
    expect(JSON.stringify(everything)).not.toMatch(/"(password_hash|access_token_hash|stripe_session_id)":|argon2/);
  });

  it('filters by actor and period, pages, and names a bad filter in the request language', async () => {
    const byAdmin = await audit(`actor=${encodeURIComponent('AUDIT-ADMIN@')}&pageSize=2`);
    expect(byAdmin.items).toHaveLength(2);
    expect(byAdmin.total).toBeGreaterThan(2);
    expect(byAdmin.items.every((entry) => entry.actor === ADMIN)).toBe(true);
    const secondPage = await audit(`actor=audit-admin&pageSize=2&page=2`);
    expect(secondPage.items.map((entry) => entry.id)).not.toEqual(byAdmin.items.map((entry) => entry.id));
    expect((await audit('from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`to=${tomorrow}`)).total).toBe(byAdmin.total + (await audit('actor=cli:')).total);

    const bad = await api().get('/api/admin/audit?entity=Products%3B&from=gisteren&lang=nl').set('Cookie', admin).expect(400);
    expect((bad.body as { errors: { field: string; message: string }[] }).errors.map((error) => error.field)).toEqual(['entity', 'from']);
    expect((bad.body as { errors: { message: string }[] }).errors[1]?.message).toBe('Gebruik een datum als JJJJ-MM-DD of een ISO-tijdstip.');
  });

  it('is for admins only, and offers no way to change or delete a record', async () => {
    await api().get('/api/admin/audit').expect(401);
    const customer = await customerSession(testApp);
    await api().get('/api/admin/audit').set('Cookie', customer).expect(403);
    const [first] = (await audit('pageSize=1')).items;
    await api().delete(`/api/admin/audit/${first?.id ?? '1'}`).set('Cookie', admin).expect(404);
    await api().put(`/api/admin/audit/${first?.id ?? '1'}`).set('Cookie', admin).send({}).expect(404);
  });
});
