import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { invoicesInTransaction } from '../../adapters/composition/invoices-in-transaction.js';

/** Issue 16 through HTTP on a real database: invoices when paid, credit notes when cancelled, downloads, gapless numbers. */
describe('invoices and credit notes', () => {
  let testApp: TestApp;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'invoice-admin@example.be');
    const [row]: { product_id: string }[] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`);
    if (row === undefined) throw new Error('demo product missing');
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const asAdmin = (method: 'get' | 'post', path: string) => api()[method](path).set('Cookie', admin);
  const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  };

  let visitors = 0;
  const placeOrder = async (customer?: object, country: 'BE' | 'NL' = 'BE'): Promise<{ orderId: string; accessToken: string }> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    const transport = country === 'BE' ? { option: 'truck', country: 'BE', postcode: '1000' } : { option: 'truck', country: 'NL', postcode: '1011AB' };
    await api().post(`/api/carts/${cartId}/items`).send({ productId, condition: 'new', quantity: 1, colorType: 'from_stack', transport, lang: 'nl' }).expect(201);
    const shippingAddress = { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kaai 1', city: 'Stad', postalCode: country === 'BE' ? '1000' : '1011 AB', country: country === 'BE' ? 'belgium' : 'netherlands' };
    // Each order from its own address: the order rate limit (20 a minute per address) is not what this file tests.
    visitors += 1;
    const placed = await api().post('/api/orders').set('X-Forwarded-For', `192.0.2.${visitors}`).send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress, ...(customer === undefined ? {} : { customer }) }).expect(201);
    return placed.body as { orderId: string; accessToken: string };
  };
  const markPaid = (orderId: string) => asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'paid' });
  // Invoices are numbered by their Belgian year.
  const year = Number(belgianDay(new Date()).slice(0, 4));

  it('issues the invoice when a bank transfer is marked paid: on the confirmation, downloadable by token as PDF (a consumer has no UBL)', async () => {
    const placed = await placeOrder();
    const before = await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200);
    expect(before.body.invoice).toBeNull();
    await markPaid(placed.orderId).expect(200);

    const confirmation = (await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200)).body;
    expect(confirmation.invoice.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect(confirmation.invoice.pdfUrl).toBe(`/api/orders/${placed.orderId}/invoices/${confirmation.invoice.number}.pdf?token=${encodeURIComponent(placed.accessToken)}`);
    const pdf = await api().get(confirmation.invoice.pdfUrl).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // A consumer has no Peppol address: no Peppol BIS document can name them, so the PDF is the invoice.
    expect(confirmation.invoice.ublUrl).toBeNull();
    const noUbl = await api().get(`/api/orders/${placed.orderId}/invoices/${confirmation.invoice.number}.xml?token=${placed.accessToken}&lang=en`).expect(404);
    expect(noUbl.body.message).toBe('This invoice exists as a PDF only: the customer has no Peppol address.');

    await api().get(confirmation.invoice.pdfUrl.replace(/token=.*/, `token=${'x'.repeat(43)}`)).expect(404);
    await api().get(`/api/orders/${placed.orderId}/invoices/${confirmation.invoice.number}.pdf`).expect(404);
    const other = await placeOrder();
    await api().get(`/api/orders/${other.orderId}/invoices/${confirmation.invoice.number}.pdf?token=${other.accessToken}`).expect(404);
  });

  it('emails the invoice with the PDF and the UBL attached, through the outbox; an admin can send it again', async () => {
    const placed = await placeOrder({ kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495445B01' }, 'NL');
    await markPaid(placed.orderId).expect(200);
    const [invoice]: { number: string }[] = await db().query(`SELECT number FROM invoices WHERE order_id = $1`, [placed.orderId]);
    await testApp.shop.outbox.deliverDue(new Date(Date.now() + 1000));
    const folder = join(testApp.shop.config.dataDir, 'mail');
    const mails = readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
    const mail = mails.find((text) => text.includes(`filename="${invoice?.number}.pdf"`));
    expect(mail).toBeDefined();
    expect(mail).toContain(`filename="${invoice?.number}.xml"`);
    expect(mail).toContain('Content-Type: application/pdf');

    const resent = await asAdmin('post', `/api/admin/invoices/${invoice?.number}/resend`).expect(202);
    expect(resent.body).toEqual({ number: invoice?.number, to: 'jan@example.be' });
    await asAdmin('post', `/api/admin/invoices/${invoice?.number}/resend`).expect(202); // a double click: still one email
    const queued: { count: string }[] = await db().query(`SELECT count(*) FROM email_outbox WHERE dedupe_key LIKE $1`, [`invoice-email:${invoice?.number}:resent:%`]);
    expect(Number(queued[0]?.count)).toBe(1);
    await asAdmin('post', `/api/admin/invoices/${year}-999999/resend`).expect(404);
    await api().post(`/api/admin/invoices/${invoice?.number}/resend`).expect(401);
  });

  it('issues no second invoice when the order is marked paid again, and a credit note when it is cancelled', async () => {
    const placed = await placeOrder({ kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495445B01' }, 'NL');
    await markPaid(placed.orderId).expect(200);
    await markPaid(placed.orderId).expect(409);
    await asAdmin('post', `/api/admin/orders/${placed.orderId}/status`).send({ status: 'cancelled' }).expect(200);
    const documents: { number: string; kind: string; corrects_id: string | null; vat_cents: number }[] = await db().query(
      `SELECT number, kind, corrects_id, vat_cents FROM invoices WHERE order_id = $1 ORDER BY kind DESC`,
      [placed.orderId],
    );
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(documents[1]?.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    expect(documents.every((document) => document.vat_cents === 0)).toBe(true);
    const confirmation = (await api().get(`/api/orders/${placed.orderId}?token=${placed.accessToken}`).expect(200)).body;
    expect(confirmation.creditNotes.map((note: { number: string }) => note.number)).toEqual([documents[1]?.number]);
    const detail = (await asAdmin('get', `/api/admin/orders/${placed.orderId}`).expect(200)).body as { documents: { number: string; kind: string; pdfUrl: string }[] };
    expect(detail.documents.map((document) => [document.number, document.kind])).toEqual(documents.map((document) => [document.number, document.kind]));
    await asAdmin('get', detail.documents[1]?.pdfUrl ?? '').expect(200);
    const credit = await api().get(confirmation.creditNotes[0].ublUrl).expect(200);
    expect(credit.text).toContain('<CreditNote');
    expect(credit.text).toContain('VATEX-EU-IC');
    expect(credit.text).toContain(`<cac:InvoiceDocumentReference><cbc:ID>${documents[0]?.number}</cbc:ID>`);
  });

  it('sends a Belgian business its invoice through Peppol (offline: a file and a receipt under DATA_DIR/peppol)', async () => {
    const placed = await placeOrder({ kind: 'business', companyName: 'Kaai NV', vatNumber: 'BE 0403.170.701' });
    await markPaid(placed.orderId).expect(200);
    const [invoice]: { number: string; peppol_state: string }[] = await db().query(`SELECT number, peppol_state FROM invoices WHERE order_id = $1`, [placed.orderId]);
    expect(invoice?.peppol_state).toBe('pending');
    await testApp.shop.outbox.deliverDue(new Date(Date.now() + 1000));
    const folder = join(testApp.shop.config.dataDir, 'peppol');
    expect(readFileSync(join(folder, `${invoice?.number}.xml`), 'utf8')).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(JSON.parse(readFileSync(join(folder, `${invoice?.number}.receipt.json`), 'utf8')).receiver).toEqual({ scheme: '0208', id: '0403170701' });
    const [after]: { peppol_state: string }[] = await db().query(`SELECT peppol_state FROM invoices WHERE order_id = $1`, [placed.orderId]);
    expect(after?.peppol_state).toBe('delivered');
  });

  it('keeps issued invoices as they are: the database refuses a change or a deletion', async () => {
    const [row]: { number: string }[] = await db().query(`SELECT number FROM invoices LIMIT 1`);
    await expect(db().query(`UPDATE invoices SET total_cents = total_cents + 1, net_cents = net_cents + 1 WHERE number = $1`, [row?.number])).rejects.toThrow(/cannot be changed/);
    await expect(db().query(`DELETE FROM invoices WHERE number = $1`, [row?.number])).rejects.toThrow(/cannot be deleted/);
  });

  it('numbers 20 invoices issued at once one after the other, without gap or repeat; a rolled-back issue gives its number back', async () => {
    const orders: { orderId: string; accessToken: string }[] = [];
    for (let index = 0; index < 20; index += 1) orders.push(await placeOrder());
    const [before]: { last: number | null }[] = await db().query(`SELECT max(sequence) AS last FROM invoices WHERE kind = 'invoice' AND year = $1`, [year]);
    const statuses = await Promise.all(orders.map((order) => markPaid(order.orderId).then((response) => response.status)));
    expect(statuses).toEqual(orders.map(() => 200));
    const rows: { sequence: number }[] = await db().query(`SELECT sequence FROM invoices WHERE kind = 'invoice' AND year = $1 ORDER BY sequence`, [year]);
    const sequences = rows.map((row) => Number(row.sequence));
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1));
    expect(sequences.length).toBe(Number(before?.last ?? 0) + 20);

    const failing = await placeOrder();
    await expect(
      db().transaction(async (manager) => {
        await manager.query(`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [failing.orderId]);
        const store = invoicesInTransaction('shop@example.be')(manager);
        await store.nextSequence('INV', year);
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    await markPaid(failing.orderId).expect(200);
    const [last]: { sequence: number }[] = await db().query(`SELECT sequence FROM invoices WHERE order_id = $1`, [failing.orderId]);
    expect(Number(last?.sequence)).toBe(sequences.length + 1);
  });

  it('lists the period\'s invoices for admins, with downloads, and refuses a bad date naming it', async () => {
    const list = (await asAdmin('get', `/api/admin/invoices?from=${year}-01-01&to=${year}-12-31&lang=nl`).expect(200)).body.items as { number: string; kind: string; customerVatNumber: string | null; pdfUrl: string; ublUrl: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(23);
    const first = list[0];
    if (first === undefined) throw new Error('no invoice listed');
    const pdf = await asAdmin('get', first.pdfUrl).buffer(true).parse(binary).expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // A UBL for every business document, none for a consumer's.
    for (const item of list) expect(item.ublUrl === null).toBe(item.customerVatNumber === null);
    const business = list.find((item) => item.kind === 'invoice' && item.ublUrl !== null);
    const ubl = await asAdmin('get', business?.ublUrl ?? '').expect(200);
    expect(ubl.headers['content-type']).toMatch(/^application\/xml/);
    expect(ubl.text).toContain(`<cbc:ID>${business?.number}</cbc:ID>`);
    expect(ubl.text).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    const bad = await asAdmin('get', '/api/admin/invoices?from=31-12-2026').expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(['from']);
    await api().get('/api/admin/invoices').expect(401);
    await asAdmin('get', '/api/admin/invoices/2026-999999.pdf').expect(404);
  });
});
