import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { hmacLinkSigner } from '../../adapters/composition/admin-inbox-use-cases.js';
import { belgianConsumerTotals } from '../support/belgian-totals.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { adminSession, customerSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING as TEST_SHIPPING, TWENTY_FOOT_NEW } from '../support/order-request.js';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: { field: string; message: string }[];
}

const ADMIN_EMAIL = 'inbox-admin@example.be';
/** A name with quotes: the CSV export and the emails must keep it whole. */
const SHIPPING = { ...TEST_SHIPPING, name: 'Jan "Jantje" Peeters' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const THREE_TWENTY_FOOT = { unitPrice: 330_000, quantity: 3, transportPrice: 75_300 };

describe('admin inbox and operations API', () => {
  let testApp: TestApp;
  let admin: string;
  let customer: string;
  let productId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp, ADMIN_EMAIL);
    customer = await customerSession(testApp);
    const [row]: { product_id: string }[] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [TWENTY_FOOT_NEW]);
    if (row === undefined) throw new Error(`demo product ${TWENTY_FOOT_NEW} missing`);
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const asAdmin = (method: 'get' | 'post' | 'put', path: string) => api()[method](path).set('Cookie', admin);
  const fields = (body: unknown): string[] => ((body as ErrorBody).errors ?? []).map((error) => error.field);

  const placeOrder = async (paymentMethod: 'bank_transfer' | 'stripe'): Promise<string> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .send({ productId, condition: 'new', quantity: 3, colorType: 'from_stack', transport: { option: 'truck', country: 'BE', postcode: '1000' }, lang: 'en' })
      .expect(201);
    const placed = await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod, shippingAddress: SHIPPING }).expect(201);
    return (placed.body as { orderId: string }).orderId;
  };

  describe('orders', () => {
    let orderId: string;
    beforeAll(async () => {
      orderId = await placeOrder('bank_transfer');
    });

    it('lists the order newest first with totals in euros, the customer and the payment method', async () => {
      const totals = belgianConsumerTotals([THREE_TWENTY_FOOT]);
      const list = await asAdmin('get', '/api/admin/orders?status=pending&page=1&pageSize=10').expect(200);
      expect(list.body.items[0]).toMatchObject({
        id: orderId,
        status: 'pending',
        paymentMethod: 'bank_transfer',
        paymentVerified: false,
        customerName: SHIPPING.name,
        customerEmail: SHIPPING.email,
        subtotal: centsToEuros(totals.subtotal),
        vat: centsToEuros(totals.vat),
        total: centsToEuros(totals.total),
        itemCount: 1,
        paidAt: null,
      });
      expect(list.body).toMatchObject({ page: 1, pageSize: 10 });
      const bad = await asAdmin('get', '/api/admin/orders?status=lost').expect(400);
      expect(fields(bad.body)).toEqual(['status']);
    });

    it('marks a bank transfer paid, recorded with the admin and the time; the detail shows the history', async () => {
      const before = Date.now();
      const paid = await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'paid', note: 'Seen on the KBC statement' }).expect(200);
      expect(paid.body).toMatchObject({ status: 'paid', paymentVerified: true });
      expect(Date.parse(paid.body.paidAt as string)).toBeGreaterThanOrEqual(before - 1000);
      expect(paid.body.structuredCommunication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
      expect(paid.body.items).toEqual([expect.objectContaining({ quantity: 3, unitPrice: 3300, transportPrice: 753, lineTotal: 10653 })]);
      expect(paid.body.shippingAddress).toMatchObject({ street: 'Kerkstraat 1', postalCode: '1000' });
      expect(paid.body.statusHistory).toEqual([
        { fromStatus: 'pending', toStatus: 'paid', changedBy: ADMIN_EMAIL, changedAt: expect.any(String), note: 'Seen on the KBC statement' },
      ]);
      const rows: { from_status: string; to_status: string; changed_by: string; changed_at: Date }[] = await db().query(
        `SELECT from_status, to_status, changed_by, changed_at FROM order_status_changes WHERE order_id = $1`,
        [orderId],
      );
      expect(rows).toEqual([{ from_status: 'pending', to_status: 'paid', changed_by: ADMIN_EMAIL, changed_at: expect.any(Date) }]);
      expect(rows[0]?.changed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const [order]: { payment_verified: boolean; paid_at: Date | null }[] = await db().query(`SELECT payment_verified, paid_at FROM orders WHERE id = $1`, [orderId]);
      expect(order?.payment_verified).toBe(true);
      expect(order?.paid_at).not.toBeNull();
      const detail = await asAdmin('get', `/api/admin/orders/${orderId}`).expect(200);
      expect(detail.body.statusHistory).toHaveLength(1);
    });

    it('refuses a move the workflow does not allow (409), writing nothing, and walks the allowed ones', async () => {
      const refused = await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'completed', lang: 'en' }).expect(409);
      expect(refused.body.message).toBe('An order cannot go from "paid" to "completed".');
      await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'pending' }).expect(409);
      for (const status of ['processing', 'shipped', 'completed']) {
        await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status }).expect(200);
      }
      await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'cancelled' }).expect(409);
      const rows: unknown[] = await db().query(`SELECT 1 FROM order_status_changes WHERE order_id = $1`, [orderId]);
      expect(rows).toHaveLength(4);
      const unknown = await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'lost' }).expect(400);
      expect(fields(unknown.body)).toEqual(['status']);
      await asAdmin('post', '/api/admin/orders/00000000-0000-4000-8000-000000000000/status').send({ status: 'paid' }).expect(404);
      await asAdmin('get', '/api/admin/orders/not-a-uuid').expect(404);
    });

    it('does not let an admin mark a Stripe order paid by hand, but can cancel it', async () => {
      const stripeOrder = await placeOrder('stripe');
      const refused = await asAdmin('post', `/api/admin/orders/${stripeOrder}/status`).send({ status: 'paid', lang: 'en' }).expect(409);
      expect(refused.body.message).toBe('Only a bank-transfer order can be marked paid by hand.');
      await asAdmin('post', `/api/admin/orders/${stripeOrder}/status`).send({ status: 'cancelled' }).expect(200);
    });

    it('exports the orders of a date range as CSV, one line per item, euros with two decimals', async () => {
      // The order's own days (Belgian for the range, UTC in its timestamps), so the test holds across midnight.
      const [created]: { created_at: Date }[] = await db().query(`SELECT created_at FROM orders WHERE id = $1`, [orderId]);
      const createdAt = created?.created_at ?? new Date();
      const today = createdAt.toISOString().slice(0, 10);
      const belgianToday = belgianDay(createdAt);
      const response = await asAdmin('get', `/api/admin/orders/export.csv?from=${belgianToday}&to=${belgianToday}`).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment');
      const records = parse(response.text) as string[][];
      const [header, ...lines] = records;
      expect(header?.slice(0, 3)).toEqual(['order_number', 'created_at', 'status']);
      const [orderRow]: { order_number: string }[] = await db().query(`SELECT order_number FROM orders WHERE id = $1`, [orderId]);
      const line = lines.find((record) => record[0] === String(orderRow?.order_number));
      expect(line).toEqual([
        String(orderRow?.order_number),
        expect.stringMatching(new RegExp(`^${today}T`)),
        'completed',
        'bank_transfer',
        expect.stringMatching(new RegExp(`^${today}T`)),
        SHIPPING.name,
        SHIPPING.email,
        expect.any(String),
        'new',
        '3',
        '3300.00',
        'truck',
        '753.00',
        '10653.00',
        '10653.00',
        '2237.13',
        '12890.13',
        'consumer',
        '',
        'S',
        '21',
        'BE',
        '2237.13',
        // offer_number: an order from a cart was made from no offer.
        '',
      ]);
      for (const record of records) expect(record).toHaveLength(header?.length ?? 0);
      const past = await asAdmin('get', '/api/admin/orders/export.csv?from=2020-01-01&to=2020-01-31').expect(200);
      expect((parse(past.text) as string[][]).length).toBe(1);
      const bad = await asAdmin('get', '/api/admin/orders/export.csv?from=yesterday').expect(400);
      expect(fields(bad.body)).toEqual(['from']);
    });

    it('counts the days of the range in Brussels: an order at 00:30 there on the 1st of February is February\'s', async () => {
      const lateOrder = await placeOrder('bank_transfer');
      await db().query(`UPDATE orders SET created_at = '2025-01-31T23:30:00Z' WHERE id = $1`, [lateOrder]);
      const [row]: { order_number: string }[] = await db().query(`SELECT order_number FROM orders WHERE id = $1`, [lateOrder]);
      const orderNumbers = async (from: string, to: string): Promise<string[]> => {
        const response = await asAdmin('get', `/api/admin/orders/export.csv?from=${from}&to=${to}`).expect(200);
        return (parse(response.text) as string[][]).slice(1).map((record) => record[0] ?? '');
      };
      expect(await orderNumbers('2025-02-01', '2025-02-01')).toContain(String(row?.order_number));
      expect(await orderNumbers('2025-01-01', '2025-01-31')).not.toContain(String(row?.order_number));
    });
  });

  describe('outbox', () => {
    it('lists the order emails and retries a dead one (pending, due now); others answer 409', async () => {
      const orderId = await placeOrder('bank_transfer');
      const pending = await asAdmin('get', '/api/admin/outbox?status=pending&pageSize=200').expect(200);
      const toCustomer = (pending.body.items as { id: string; to: string; subject: string; status: string; attempts: number }[]).filter(
        (email) => email.to === SHIPPING.email,
      );
      expect(toCustomer.length).toBeGreaterThanOrEqual(1);
      expect(toCustomer[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
      const [row]: { id: string }[] = await db().query(`SELECT id FROM email_outbox WHERE dedupe_key = $1`, [`order-confirmation:${orderId}`]);
      const emailId = row?.id ?? '';
      expect(toCustomer.map((email) => email.id)).toContain(emailId);

      await asAdmin('post', `/api/admin/outbox/${emailId}/retry`).expect(409);
      await db().query(`UPDATE email_outbox SET status = 'dead', attempts = 5, last_error = '554 rejected' WHERE id = $1`, [emailId]);
      const dead = await asAdmin('get', '/api/admin/outbox?status=dead').expect(200);
      expect(dead.body.items).toEqual([expect.objectContaining({ id: emailId, status: 'dead', attempts: 5, lastError: '554 rejected' })]);

      const before = Date.now();
      const retried = await asAdmin('post', `/api/admin/outbox/${emailId}/retry`).expect(200);
      expect(retried.body).toEqual({ id: emailId, status: 'pending' });
      const [after]: { status: string; next_attempt_at: Date; attempts: number }[] = await db().query(
        `SELECT status, next_attempt_at, attempts FROM email_outbox WHERE id = $1`,
        [emailId],
      );
      expect(after?.status).toBe('pending');
      expect(after?.attempts).toBe(0);
      expect(Math.abs((after?.next_attempt_at.getTime() ?? 0) - before)).toBeLessThan(5_000);
      await asAdmin('post', `/api/admin/outbox/${emailId}/retry`).expect(409);
      await asAdmin('post', '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry').expect(404);
      expect(fields((await asAdmin('get', '/api/admin/outbox?status=failed').expect(400)).body)).toEqual(['status']);
    });
  });

  describe('quotes and contact messages', () => {
    it('lists and shows a quote request', async () => {
      const sent = await api()
        .post('/api/quotes')
        .send({ productId, customerName: 'Anna Schmidt', email: 'anna@example.de', quantityRequested: 2, condition: 'new', colorType: 'from_stack', lang: 'de' })
        .expect(201);
      const list = await asAdmin('get', '/api/admin/quotes?page=1').expect(200);
      expect(list.body.items[0]).toMatchObject({ id: sent.body.id, customerName: 'Anna Schmidt', email: 'anna@example.de', quantityRequested: 2, productId, language: 'de' });
      expect(typeof list.body.items[0].productTitle).toBe('string');
      const detail = await asAdmin('get', `/api/admin/quotes/${sent.body.id as string}`).expect(200);
      expect(detail.body).toMatchObject({ id: sent.body.id, colorType: 'from_stack', phone: null });
      await asAdmin('get', '/api/admin/quotes/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('shows a message with a signed, time-limited link that downloads the exact bytes; a tampered or expired link is 403', async () => {
      const uploaded = await api().post('/api/uploads').attach('files', PDF, { filename: 'Plan, werf é.pdf', contentType: 'application/pdf' }).expect(201);
      const uploadId = (uploaded.body.files as { id: string }[])[0]?.id ?? '';
      const sent = await api()
        .post('/api/contact')
        .send({ source: 'contact_page', name: 'Marie Dubois', email: 'marie@example.fr', subject: 'Plans', message: 'Voici les plans du chantier.', lang: 'fr', attachmentIds: [uploadId] })
        .expect(201);
      const messageId = sent.body.id as string;

      const list = await asAdmin('get', '/api/admin/inbox/messages').expect(200);
      expect(list.body.items[0]).toMatchObject({ id: messageId, name: 'Marie Dubois', subject: 'Plans', attachmentCount: 1 });
      const before = Math.floor(Date.now() / 1000);
      const detail = await asAdmin('get', `/api/admin/inbox/messages/${messageId}`).expect(200);
      expect(detail.body).toMatchObject({ message: 'Voici les plans du chantier.', language: 'fr' });
      const [file] = detail.body.attachments as { id: string; name: string; size: number; type: string; downloadUrl: string; expiresAt: string }[];
      expect(file).toMatchObject({ id: uploadId, name: 'Plan, werf é.pdf', size: PDF.length, type: 'application/pdf' });
      const url = new URL(file?.downloadUrl ?? '', 'http://localhost');
      expect(url.pathname).toBe(`/api/admin/attachments/${uploadId}`);
      const expires = Number(url.searchParams.get('expires'));
      expect(expires - before).toBeGreaterThanOrEqual(15 * 60 - 2);
      expect(expires - before).toBeLessThanOrEqual(15 * 60 + 2);

      const download = await asAdmin('get', file?.downloadUrl ?? '')
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Plan, werf _.pdf"; filename*=UTF-8''${encodeURIComponent('Plan, werf é.pdf')}`);

      const signature = url.searchParams.get('signature') ?? '';
      const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      await asAdmin('get', `/api/admin/attachments/${uploadId}?expires=${expires}&signature=${tampered}`).expect(403);
      await asAdmin('get', `/api/admin/attachments/${uploadId}?expires=${expires + 60}&signature=${signature}`).expect(403);
      await asAdmin('get', `/api/admin/attachments/${uploadId}`).expect(403);
      const past = before - 1;
      const expiredSignature = hmacLinkSigner(testApp.shop.config.linkSigningSecret).sign(uploadId, past);
      await asAdmin('get', `/api/admin/attachments/${uploadId}?expires=${past}&signature=${expiredSignature}`).expect(403);
      // A valid link is still refused to a customer and to anyone signed out.
      await api().get(file?.downloadUrl ?? '').set('Cookie', customer).expect(403);
      await api().get(file?.downloadUrl ?? '').expect(401);
    });
  });

  describe('transport tables', () => {
    const GOOD = 'country,prefix,single,double\nBE,10,400,600\nBE,20,410,610\nNL,10,500,700\n';

    it('reads the table in euros, sorted BE, NL, DE by prefix', async () => {
      const response = await asAdmin('get', '/api/admin/transport-rates').expect(200);
      const items = response.body.items as { country: string; prefix: string; single: number; double: number }[];
      expect(items.length).toBeGreaterThan(10);
      expect(items).toContainEqual({ country: 'BE', prefix: '10', single: 310, double: 443 });
      const order = ['BE', 'NL', 'DE'];
      const sorted = [...items].sort((a, b) => order.indexOf(a.country) - order.indexOf(b.country) || a.prefix.localeCompare(b.prefix));
      expect(items).toEqual(sorted);
    });

    it('refuses a CSV with one bad line (400 naming the line) and keeps the table unchanged', async () => {
      const before = (await asAdmin('get', '/api/admin/transport-rates').expect(200)).body;
      const response = await asAdmin('put', '/api/admin/transport-rates').send({ csv: 'country,prefix,single,double\nBE,10,400,600\nBE,2x,410,610\nNL,10,500,700\n', lang: 'en' }).expect(400);
      expect(fields(response.body)).toEqual(['csv.line 3']);
      expect((response.body as ErrorBody).errors?.[0]?.message).toMatch(/^Line 3: prefix/);
      expect((await asAdmin('get', '/api/admin/transport-rates').expect(200)).body).toEqual(before);
    });

    it('replaces the table with a good CSV, answers the differences, and the public price follows', async () => {
      const current = (await asAdmin('get', '/api/admin/transport-rates').expect(200)).body.items as { country: string; prefix: string }[];
      const kept = current.filter((row) => ['BE:10', 'BE:20', 'NL:10'].includes(`${row.country}:${row.prefix}`)).length;
      const response = await asAdmin('put', '/api/admin/transport-rates').send({ csv: GOOD }).expect(200);
      expect(response.body).toEqual({ added: 3 - kept, changed: kept, removed: current.length - kept, unchanged: 0, written: true });
      expect((await asAdmin('get', '/api/admin/transport-rates').expect(200)).body.items).toEqual([
        { country: 'BE', prefix: '10', single: 400, double: 600 },
        { country: 'BE', prefix: '20', single: 410, double: 610 },
        { country: 'NL', prefix: '10', single: 500, double: 700 },
      ]);
      const price = await api().get('/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=1').expect(200);
      expect(price.body).toEqual({ price: 400, currency: 'EUR' });
      await api().get('/api/transport/price?country=BE&postcode=3000&option=truck&size=20ft&quantity=1').expect(404);
      const again = await asAdmin('put', '/api/admin/transport-rates').send({ csv: GOOD }).expect(200);
      expect(again.body).toEqual({ added: 0, changed: 0, removed: 0, unchanged: 3, written: false });
    });
  });

  it('answers 403 to a customer on every inbox route', async () => {
    const routes: ['get' | 'post' | 'put', string][] = [
      ['get', '/api/admin/orders'],
      ['get', '/api/admin/orders/export.csv'],
      ['get', '/api/admin/orders/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/admin/orders/00000000-0000-4000-8000-000000000000/status'],
      ['get', '/api/admin/quotes'],
      ['get', '/api/admin/quotes/00000000-0000-4000-8000-000000000000'],
      ['get', '/api/admin/inbox/messages'],
      ['get', '/api/admin/inbox/messages/00000000-0000-4000-8000-000000000000'],
      ['get', '/api/admin/attachments/00000000-0000-4000-8000-000000000000'],
      ['get', '/api/admin/outbox'],
      ['post', '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry'],
      ['get', '/api/admin/transport-rates'],
      ['put', '/api/admin/transport-rates'],
    ];
    for (const [method, path] of routes) {
      const response = await api()[method](path).set('Cookie', customer).send(method === 'get' ? undefined : { status: 'paid', csv: 'x' });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
  });
});
