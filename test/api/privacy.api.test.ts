import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BRUSSELS_TRUCK, SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';
import { zipContents } from '../support/zip-contents.js';

const EMAIL = 'lea.zonnebloem@example.be';
const NAME = 'Lea Zonnebloem-Vandeputte';
const OTHER = 'someone.else@example.nl';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface ErrorBody {
  message: string;
  errors?: { field: string }[];
}

describe('personal data on request through the admin API', () => {
  let testApp: TestApp;
  let admin: string;
  let customer: string;
  let orderId: string;
  let otherOrderId: string;
  let invoiceNumber: string;
  let uploadKey: string;
  const api = () => request(testApp.server);
  const db = <T>(sql: string, parameters: unknown[] = []): Promise<T[]> => testApp.shop.database.dataSource.query(sql, parameters);
  const asAdmin = (path: string) => api().post(path).set('Cookie', admin);

  /** Lea orders signed in; the other customer as a guest. */
  const placeOrder = async (email: string, name: string, cookie: string[]): Promise<string> => {
    const [product] = await db<{ product_id: string }>(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [TWENTY_FOOT_NEW]);
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId: product?.product_id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: BRUSSELS_TRUCK, lang: 'nl' }).expect(201);
    const placed = await api().post('/api/orders').set('Cookie', cookie).send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: { ...SHIPPING, name, email } }).expect(201);
    return (placed.body as { orderId: string }).orderId;
  };
  const move = (id: string, status: string, note?: string) => asAdmin(`/api/admin/orders/${id}/status`).send({ status, ...(note === undefined ? {} : { note }) }).expect(200);

  beforeAll(async () => {
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
    customer = await customerSession(testApp, EMAIL);
    // The order's address is typed in another case: it is the same person.
    orderId = await placeOrder('Lea.Zonnebloem@Example.be', NAME, [customer]);
    otherOrderId = await placeOrder(OTHER, 'Someone Else', []);
    await move(orderId, 'paid', `Betaling van ${NAME} ontvangen`);
    const [invoice] = await db<{ number: string }>(`SELECT number FROM invoices WHERE order_id = $1`, [orderId]);
    invoiceNumber = invoice?.number ?? '';
    const uploaded = await api().post('/api/uploads').attach('files', PDF, { filename: 'plan.pdf', contentType: 'application/pdf' }).expect(201);
    const uploadId = (uploaded.body as { files: { id: string }[] }).files[0]?.id;
    await api().post('/api/contact').send({ source: 'contact_page', name: NAME, email: EMAIL, subject: 'Werf', message: 'Hier is het plan van de werf.', lang: 'nl', attachmentIds: [uploadId] }).expect(201);
    await api().post('/api/contact').send({ source: 'contact_page', name: 'Someone Else', email: OTHER, subject: 'Vraag', message: 'Een andere vraag.', lang: 'nl' }).expect(201);
    uploadKey = (await db<{ storage_key: string }>(`SELECT storage_key FROM uploads WHERE id = $1`, [uploadId]))[0]?.storage_key ?? '';
    const [product] = await db<{ id: string }>(`SELECT id FROM products ORDER BY created_at LIMIT 1`);
    await api().post('/api/quotes').send({ productId: product?.id, customerName: NAME, email: EMAIL, phone: '+32 470 99 88 77', quantityRequested: 2, condition: 'new', colorType: 'from_stack', lang: 'nl' }).expect(201);
  });
  afterAll(async () => testApp?.close());

  it('looks up what is held about an address, whatever its case', async () => {
    const summary = await asAdmin('/api/admin/privacy/lookup').send({ email: ' LEA.Zonnebloem@example.BE ' }).expect(200);
    expect(summary.body).toMatchObject({ email: EMAIL, hasAccount: true, isAdmin: false, orders: 1, quotes: 1, messages: 1, attachments: 1, runningRentals: 0 });
    expect(summary.body.openOrders).toHaveLength(1);
    expect(summary.body.invoices).toEqual([{ number: invoiceNumber, issueDate: expect.any(String), keptUntil: `${Number(invoiceNumber.slice(0, 4)) + 10}-12-31` }]);
  });

  it('exports everything held as a zip: the JSON record by record, the invoice PDF and the attachment', async () => {
    const response = await asAdmin('/api/admin/privacy/export').send({ email: EMAIL }).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = zipContents(response.body as Buffer);
    const data = JSON.parse(files.get('personal-data.json')?.toString('utf8') ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ email: EMAIL, account: { email: EMAIL, roles: [] } });
    const order = (data['orders'] as Record<string, unknown>[])[0];
    expect(order).toMatchObject({ id: orderId, status: 'paid', payment_method: 'bank_transfer', shipping_address: { name: NAME, email: 'Lea.Zonnebloem@Example.be', street: SHIPPING.street } });
    expect(order?.['items']).toHaveLength(1);
    expect(order?.['statusHistory']).toEqual([expect.objectContaining({ from: 'pending', to: 'paid', note: `Betaling van ${NAME} ontvangen` })]);
    expect(data['invoices']).toEqual([expect.objectContaining({ number: invoiceNumber, kind: 'invoice', file: `invoices/${invoiceNumber}.pdf` })]);
    expect(files.get(`invoices/${invoiceNumber}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(data['quotes']).toEqual([expect.objectContaining({ customer_name: NAME, email: EMAIL, phone: '+32 470 99 88 77', quantity_requested: 2 })]);
    const [message] = data['contactMessages'] as { message: string; attachments: { name: string; file: string }[] }[];
    expect(message).toMatchObject({ message: 'Hier is het plan van de werf.', attachments: [{ name: 'plan.pdf', contentType: 'application/pdf' }] });
    expect(files.get(message?.attachments[0]?.file ?? '')).toEqual(PDF);
    expect((data['emails'] as { subject: string }[]).length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain(OTHER);
    expect(JSON.stringify(data)).not.toMatch(/"(password_hash|access_token_hash|token_hash)":/);
  });

  it('refuses to erase while an order is open, an admin, or a bad address, naming why', async () => {
    const open = await asAdmin('/api/admin/privacy/erase').send({ email: EMAIL, lang: 'en' }).expect(409);
    expect((open.body as ErrorBody).message).toMatch(/^Order \d+ is not completed or cancelled yet/);
    await asAdmin('/api/admin/privacy/erase').send({ email: 'admin@example.be' }).expect(409);
    const bad = await asAdmin('/api/admin/privacy/erase').send({ email: 'not an address' }).expect(400);
    expect((bad.body as ErrorBody).errors?.map((error) => error.field)).toEqual(['email']);
    await api().post('/api/admin/privacy/erase').set('Cookie', customer).send({ email: EMAIL }).expect(403);
    expect((await db(`SELECT 1 FROM users WHERE email = $1`, [EMAIL])).length).toBe(1);
  });

  it('erases what the law does not keep, field by field; the invoice stays whole and downloadable', async () => {
    for (const status of ['processing', 'shipped', 'completed']) await move(orderId, status);
    const [orderBefore] = await db<Record<string, unknown>>(`SELECT * FROM orders WHERE id = $1`, [orderId]);
    const [invoiceBefore] = await db<Record<string, unknown>>(`SELECT * FROM invoices WHERE number = $1`, [invoiceNumber]);
    const report = await asAdmin('/api/admin/privacy/erase').send({ email: EMAIL }).expect(200);
    expect(report.body).toMatchObject({
      email: EMAIL,
      invoicesKept: 1,
      failedFiles: 0,
      counts: { account: 1, ordersAnonymised: 1, orderNotes: 1, quotes: 1, messages: 1, attachments: 1 },
    });

    // The account, its session and its quotes, messages, files and emails: gone.
    expect(await db(`SELECT 1 FROM users WHERE lower(email) = $1`, [EMAIL])).toEqual([]);
    await api().get('/api/auth/me').set('Cookie', customer).expect(401);
    expect(await db(`SELECT 1 FROM quotes WHERE lower(email) = $1`, [EMAIL])).toEqual([]);
    expect(await db(`SELECT 1 FROM contact_messages WHERE lower(email) = $1`, [EMAIL])).toEqual([]);
    expect(await db(`SELECT 1 FROM uploads WHERE storage_key = $1`, [uploadKey])).toEqual([]);
    expect(existsSync(join(testApp.shop.config.dataDir, 'files', uploadKey))).toBe(false);
    expect(await db(`SELECT 1 FROM email_outbox WHERE lower(to_address) = $1`, [EMAIL])).toEqual([]);

    // The order: the person replaced by "[erased]", what accounting needs kept.
    const [order] = await db<Record<string, unknown>>(`SELECT * FROM orders WHERE id = $1`, [orderId]);
    expect(order?.['shipping_address']).toEqual({
      name: '[erased]', email: '[erased]', phone: '[erased]', companyName: null, street: '[erased]', city: '[erased]', postalCode: '[erased]', country: SHIPPING.country,
    });
    expect(order?.['user_id']).toBeNull();
    for (const field of ['order_number', 'status', 'subtotal_cents', 'vat_cents', 'total_cents', 'vat_detail', 'payment_method', 'created_at', 'paid_at', 'customer_kind']) {
      expect([field, order?.[field]]).toEqual([field, orderBefore?.[field]]);
    }
    expect(await db(`SELECT note FROM order_status_changes WHERE order_id = $1 AND note IS NOT NULL`, [orderId])).toEqual([{ note: '[erased]' }]);
    const [invoice] = await db<Record<string, unknown>>(`SELECT * FROM invoices WHERE number = $1`, [invoiceNumber]);
    expect(invoice).toEqual(invoiceBefore);
    const pdf = await api().get(`/api/admin/invoices/${invoiceNumber}.pdf`).set('Cookie', admin).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // The other customer is untouched.
    const [other] = await db<{ name: string }>(`SELECT shipping_address->>'name' AS name FROM orders WHERE id = $1`, [otherOrderId]);
    expect(other?.name).toBe('Someone Else');
    expect(await db(`SELECT 1 FROM contact_messages WHERE email = $1`, [OTHER])).toHaveLength(1);

    // The audit trail: no value that names the person is left; the erasure itself is recorded under a hash.
    expect(await db(`SELECT id FROM audit_log WHERE before::text ILIKE '%zonnebloem%' OR after::text ILIKE '%zonnebloem%' OR entity_id ILIKE '%zonnebloem%'`)).toEqual([]);
    const statusChange = await db<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT before, after FROM audit_log WHERE entity = 'orders' AND entity_id = $1 AND action = 'update' ORDER BY id LIMIT 1`,
      [orderId],
    );
    expect(statusChange[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'paid' } });
    const [erasure] = await db<{ actor: string; entity_id: string; after: Record<string, number> }>(`SELECT actor, entity_id, after FROM audit_log WHERE entity = 'privacy_erasure'`);
    expect(erasure).toMatchObject({ actor: 'admin@example.be', entity_id: createHash('sha256').update(EMAIL).digest('hex'), after: { account: 1, quotes: 1 } });

    const after = await asAdmin('/api/admin/privacy/lookup').send({ email: EMAIL }).expect(200);
    expect(after.body).toMatchObject({ hasAccount: false, orders: 0, quotes: 0, messages: 0, emails: 0 });
  });
});
