import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pdfText } from '../../adapters/pdf/pdf-text.fixture.js';
import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { invoiceRuleViolations } from '../../domain/invoices/invoice-rules.js';
import { ublDocumentXml } from '../../domain/invoices/ubl-document.js';
import { acceptedOfferContent } from '../../domain/offers/offer-content.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMPANY_MAILBOX = 'sales@containershop.example';

/** Issue 31 through HTTP on a real database: from a quote request to a paid, invoiced order, and what must never happen twice. */
describe('offers: request → offer → send → view → accept → order → paid → invoice', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  const year = Number(belgianDay(new Date()).slice(0, 4));
  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    testApp = await startTestApp({ env: { COMPANY_MAILBOX } });
    admin = await adminSession(testApp, 'offer-admin@example.be');
    offers = await offerDriver(testApp, admin);
  });
  afterAll(async () => testApp?.close());

  const requestQuote = async (): Promise<string> => {
    const response = await api()
      .post('/api/quotes')
      .send({
        productId: offers.productId,
        customerName: 'Anna Visser',
        email: 'anna@haven.example',
        phone: '+31 20 123 4567',
        companyName: 'Haven BV',
        quantityRequested: 2,
        condition: 'new',
        colorType: 'wish_color',
        ralColor: '5010',
        deliveryAddress: 'Kade 1, Amsterdam',
        transport: { option: 'truck', country: 'NL', postcode: '1011 AB' },
        customer: { kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495445B01' },
        lang: 'nl',
      })
      .expect(201);
    return (response.body as { id: string }).id;
  };

  it('makes a draft from a quote request: number of the year, the customer, the container and the delivery prefilled', async () => {
    const quoteId = await requestQuote();
    const created = await offers.create({ quoteId }).expect(201);
    expect(created.body).toMatchObject({
      number: `OF-${year}-000001`,
      revision: 1,
      status: 'draft',
      quoteId,
      language: 'nl',
      customer: { name: 'Anna Visser', email: 'anna@haven.example', kind: 'business', companyName: 'Haven BV', vatNumber: 'NL004495445B01', country: 'netherlands', postalCode: '1011AB', street: 'Kade 1, Amsterdam' },
      paymentMethods: ['bank_transfer', 'stripe'],
    });
    const [product, transport] = created.body.lines as { kind: string; productId: string | null; condition: string | null; colorType: string; ralColor: string | null; quantity: number; unitPrice: number; net: number; vatCategory: string }[];
    expect(product).toMatchObject({ kind: 'product', productId: offers.productId, condition: 'new', colorType: 'wish_color', ralColor: '5010', quantity: 2, vatCategory: 'K' });
    const [price]: { price_new_cents: number }[] = await db().query(`SELECT price_new_cents FROM products WHERE id = $1`, [offers.productId]);
    expect(product?.unitPrice).toBe((price?.price_new_cents ?? 0) / 100);
    // The delivery of the request, priced from the tables (two 20ft to 10xx in the Netherlands).
    expect(transport).toMatchObject({ kind: 'transport', quantity: 1, vatCategory: 'K' });
    expect(transport?.net).toBeGreaterThan(0);
    expect(created.body.total).toBe(created.body.subtotal);
    expect(created.body.vatDetail.mention).toContain('intra-Community supply');
    expect(created.body.dates.draft).toEqual(expect.any(String));
    const listed = await api().get(`/api/admin/offers?quoteId=${quoteId}&lang=en`).set('Cookie', admin).expect(200);
    expect(listed.body.items.map((item: { number: string; status: string }) => [item.number, item.status])).toEqual([[`OF-${year}-000001`, 'draft']]);
  });

  it('sends, is viewed, accepted by bank transfer, paid by the admin and invoiced: the order and invoice carry the frozen lines, discounts and free line', async () => {
    const created = await offers.create(offerBody(offers.productId, { paymentMethods: ['bank_transfer'] })).expect(201);
    const id = created.body.id as string;
    const number = created.body.number as string;
    // 2 × 3.300 − 10 % = 5.940 and 450; 100 off shared 92,96 / 7,04; transport Brussels from the tables; 21 % Belgian VAT.
    expect(created.body.lines.slice(0, 2).map((line: { net: number }) => line.net)).toEqual([5847.04, 442.96]);
    const sent = await offers.send(id).expect(200);
    expect(sent.body).toMatchObject({ status: 'sent', revision: 1 });
    expect(sent.body.revisions[0].sentAt).toEqual(expect.any(String));

    const [email]: { to_address: string; subject: string; text_body: string; attachments: { kind: string; number: string; revision: number }[] }[] = await db().query(
      `SELECT to_address, subject, text_body, attachments FROM email_outbox WHERE dedupe_key = $1`,
      [`offer-sent:${id}:1`],
    );
    expect(email).toMatchObject({ to_address: 'jan@example.be', subject: `Uw offerte ${number}`, attachments: [{ kind: 'offer-pdf', number, revision: 1 }] });
    expect(email?.text_body).toMatch(new RegExp(`${testApp.shop.config.publicUrl}/nl/offer/[A-Za-z0-9_-]{43}`));
    await testApp.shop.outbox.deliverDue(new Date(Date.now() + 1000));
    const folder = join(testApp.shop.config.dataDir, 'mail');
    const mail = readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8')).find((text) => text.includes(`filename="${number}-r1.pdf"`));
    expect(mail).toContain('Content-Type: application/pdf');

    const token = await offers.tokenOf(id);
    const customer = offers.customer();
    const viewed = await customer.get(`/api/offers/${token}?lang=nl`).expect(200);
    expect(viewed.body).toMatchObject({ number, revision: 1, status: 'viewed', refusal: null, paymentMethods: ['bank_transfer'], validUntil: expect.any(String) });
    expect(viewed.body.lines.map((line: { kind: string }) => line.kind)).toEqual(['product', 'free', 'transport']);
    const pdf = await customer.get(`/api/offers/${token}/pdf`).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    for (const part of [number, 'Versie: 1', 'Deuropening 2 × 1 m', '€ 5.847,04', `€ ${viewed.body.total.toLocaleString('nl-BE', { minimumFractionDigits: 2 })}`]) expect(text).toContain(part);

    const accepted = await customer.post(`/api/offers/${token}/accept?lang=nl`).set('User-Agent', 'OfferTest/1.0').send({ name: 'Jan Peeters', accepted: true, revision: 1, paymentMethod: 'bank_transfer' }).expect(201);
    const { orderId, accessToken } = accepted.body as { orderId: string; accessToken: string };
    expect(accepted.body.paymentUrl).toBeUndefined();
    const order = (await api().get(`/api/orders/${orderId}?token=${accessToken}`).expect(200)).body;
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'bank_transfer', subtotal: viewed.body.subtotal, vat: viewed.body.vat, total: viewed.body.total, structuredCommunication: expect.stringMatching(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/) });
    expect(order.items.map((item: { productTitle: string; condition: string | null; lineTotal: number }) => [item.condition, item.lineTotal])).toEqual([
      ['new', 5847.04],
      [null, 442.96],
      [null, viewed.body.lines[2].net],
    ]);

    const afterAccept = (await api().get(`/api/admin/offers/${id}?lang=en`).set('Cookie', admin).expect(200)).body;
    expect(afterAccept).toMatchObject({ status: 'ordered', order: { id: orderId, status: 'pending' }, acceptance: { revision: 1, name: 'Jan Peeters', userAgent: 'OfferTest/1.0', paymentMethod: 'bank_transfer' } });
    expect(afterAccept.acceptance.ipAddress).toMatch(/^198\.51\.100\.\d+$/);
    expect(afterAccept.events.map((event: { status: string }) => event.status)).toEqual(['draft', 'sent', 'viewed', 'accepted', 'ordered']);
    const stored = await testApp.shop.offers.get(id);
    if (!stored.ok) throw new Error('offer not found');
    const revision = stored.value.offer.revisions[0];
    if (revision === undefined) throw new Error('no revision');
    expect(afterAccept.acceptance.contentHash).toBe(createHash('sha256').update(acceptedOfferContent(number, revision), 'utf8').digest('hex'));

    await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const paid = (await api().get(`/api/admin/offers/${id}?lang=en`).set('Cookie', admin).expect(200)).body;
    expect(paid.status).toBe('paid');
    expect(paid.dates.paid).toEqual(expect.any(String));
    const [invoice]: { number: string; document: InvoiceDocument }[] = await db().query(`SELECT number, document FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [orderId]);
    expect(invoice?.number).toMatch(new RegExp(`^${year}-\\d{6}$`));
    const doc = invoice?.document;
    if (doc === undefined) throw new Error('no invoice issued');
    expect(doc.lines.map((line) => [line.quantity, line.unitNet, line.allowance ?? 0, line.net])).toEqual([
      [2, 330_000, 75_296, 584_704],
      [1, 45_000, 704, 44_296],
      [1, viewed.body.lines[2].net * 100, 0, viewed.body.lines[2].net * 100],
    ]);
    expect(doc.total).toBe(Math.round(viewed.body.total * 100));
    expect(invoiceRuleViolations(doc)).toEqual([]);

    // The orders export names the offer on each of the order's lines; a free line has no condition.
    const csv = await api().get('/api/admin/orders/export.csv').set('Cookie', admin).expect(200);
    const [header, ...records] = csv.text.trim().split('\r\n');
    expect(header?.endsWith(',offer_number')).toBe(true);
    const ours = records.filter((record) => record.startsWith(`${order.orderNumber},`));
    expect(ours).toHaveLength(3);
    for (const record of ours) expect(record.endsWith(`,${number}`)).toBe(true);
    expect(ours[1]).toContain(',Deuropening 2 × 1 m,,1,450.00,');
  });

  it('gives a business an invoice whose UBL passes the Peppol rules, with the discount as a line allowance', async () => {
    const quoteId = await requestQuote();
    const created = await offers.create({ quoteId, lines: [{ productId: offers.productId, quantity: 1, unitPrice: 2999.99, discountAmount: 99.99 }, { description: 'Schilderwerk RAL 5010', quantity: 1, unitPrice: 800 }] }).expect(201);
    await offers.send(created.body.id).expect(200);
    const token = await offers.tokenOf(created.body.id);
    const accepted = await offers.customer().post(`/api/offers/${token}/accept`).send({ name: 'Anna Visser', accepted: true, revision: 1, paymentMethod: 'bank_transfer' }).expect(201);
    await api().post(`/api/admin/orders/${accepted.body.orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const [invoice]: { document: InvoiceDocument }[] = await db().query(`SELECT document FROM invoices WHERE order_id = $1`, [accepted.body.orderId]);
    if (invoice === undefined) throw new Error('no invoice');
    expect(invoiceRuleViolations(invoice.document)).toEqual([]);
    const xml = ublDocumentXml(invoice.document);
    expect(xml).toContain('<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>');
    expect(xml).toContain('<cbc:Amount currencyID="EUR">99.99</cbc:Amount>');
    // The free line is modification work: reverse charge for a Dutch business (AE), the container an intra-Community supply (K).
    expect(invoice.document.lines.map((line) => line.vatCategory)).toEqual(['K', 'AE', 'K']);
  });

  it('20 acceptances at once: one order, one acceptance, the others 409', async () => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    await offers.send(created.body.id).expect(200);
    const token = await offers.tokenOf(created.body.id);
    const ordersBefore: { n: string }[] = await db().query(`SELECT count(*) AS n FROM orders`);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ name: 'Jan Peeters', accepted: true, revision: 1, paymentMethod: 'bank_transfer' }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const ordersAfter: { n: string }[] = await db().query(`SELECT count(*) AS n FROM orders`);
    expect(Number(ordersAfter[0]?.n) - Number(ordersBefore[0]?.n)).toBe(1);
    const acceptances: { n: string }[] = await db().query(`SELECT count(*) AS n FROM offer_acceptances WHERE offer_id = $1`, [created.body.id]);
    expect(Number(acceptances[0]?.n)).toBe(1);
    const again = await offers.customer().post(`/api/offers/${token}/accept?lang=de`).send({ name: 'Jan Peeters', accepted: true, revision: 1, paymentMethod: 'bank_transfer' }).expect(409);
    expect(again.body.message).toBe('Dieses Angebot wurde bereits angenommen.');
  });

  it('numbers 20 offers made at once one after the other, without a gap or a repeat', async () => {
    const [before]: { last: number | null }[] = await db().query(`SELECT last_sequence AS last FROM offer_counters WHERE year = $1`, [year]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => offers.create(offerBody(offers.productId))));
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const sequences = responses.map((response) => Number((response.body.number as string).slice(-6))).sort((a, b) => a - b);
    const first = (before?.last ?? 0) + 1;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => first + index));
  });
});
