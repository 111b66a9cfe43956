import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import sharp from 'sharp';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { SHIPPING } from '../support/order-request.js';

interface UnitBody {
  id: string;
  containerNumber: string;
  displayNumber: string;
  productId: string;
  condition: string;
  depot: string;
  status: string;
  statusChoices: string[];
  notes: string | null;
  cscNextExamination: string | null;
  order: { orderId: string; orderNumber: number } | null;
}
interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

/** The demo's used 20ft container (no demo units): its stock follows the units these tests give it. */
const PRODUCT_SLUG = 'shipping-container-20ft-used';
const SELF_PICKUP = { option: 'self_pickup' } as const;

describe('container units: admin API, stock and the cart', () => {
  let testApp: TestApp;
  let admin = '';
  let productId = '';
  let serial = 100;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { DEPOTS: 'Antwerp, Gent Zeehaven' } });
    admin = await adminSession(testApp);
    const [row] = await db().query(`SELECT product_id FROM product_translations WHERE language = 'en' AND slug = $1`, [PRODUCT_SLUG]);
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());
  beforeEach(async () => {
    await db().query(`DELETE FROM units WHERE product_id = $1`, [productId]);
  });

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  /** A new valid number each time (owner code TST). */
  const nextNumber = (): string => completeContainerNumber('TST', 'U', String((serial += 1)).padStart(6, '0'));
  const create = (body: Record<string, unknown>, lang = 'en') => api().post(`/api/admin/units?lang=${lang}`).set('Cookie', admin).send(body);
  const addUnits = async (count: number, condition = 'used-a'): Promise<UnitBody[]> => {
    const units: UnitBody[] = [];
    for (let index = 0; index < count; index += 1) units.push((await create({ containerNumber: nextNumber(), productId, condition }).expect(201)).body as UnitBody);
    return units;
  };
  const patch = (id: string, body: Record<string, unknown>) => api().patch(`/api/admin/units/${id}?lang=en`).set('Cookie', admin).send(body);
  const fieldsOf = (body: unknown): string[] => ((body as ErrorBody).errors ?? []).map((error) => error.field);
  const detail = async () =>
    (await api().get(`/api/products/${PRODUCT_SLUG}?lang=en`).expect(200)).body as {
      isAvailable: boolean;
      stockStatus: string;
      unitStock: { available: number; stockStatus: string; conditions: { condition: string; available: number; stockStatus: string }[] } | null;
    };
  const listed = async () => ((await api().get('/api/products?lang=en&pageSize=100').expect(200)).body as { items: { slug: string; isAvailable: boolean }[] }).items.find((item) => item.slug === PRODUCT_SLUG);
  const cartWith = async (quantity: number, condition = 'used-a', address = '192.0.2.1'): Promise<string> => {
    const cartId = ((await api().post('/api/carts').set('X-Forwarded-For', address).expect(201)).body as { id: string }).id;
    await api()
      .post(`/api/carts/${cartId}/items`)
      .set('X-Forwarded-For', address)
      .send({ productId, condition, quantity, colorType: 'from_stack', transport: SELF_PICKUP, lang: 'en' })
      .expect(201);
    return cartId;
  };
  const order = (cartId: string, lang = 'en', address = '192.0.2.1', paymentMethod = 'bank_transfer') =>
    api().post(`/api/orders?lang=${lang}`).set('X-Forwarded-For', address).send({ cartId, lang, paymentMethod, shippingAddress: SHIPPING });
  const unitRows = async () =>
    (await db().query(`SELECT container_number, status, order_id FROM units WHERE product_id = $1 ORDER BY container_number`, [productId])) as {
      container_number: string;
      status: string;
      order_id: string | null;
    }[];

  it('adds a unit typed with spaces and dashes, stored canonical, in the first depot, available', async () => {
    const number = nextNumber();
    const typed = `${number.slice(0, 4).toLowerCase()} ${number.slice(4, 7)}-${number.slice(7, 10)} - ${number.slice(10)}`;
    const created = (await create({ containerNumber: typed, productId, condition: 'used-a', notes: 'Dent left door', cscNextExamination: '2027-05-31' }).expect(201)).body as UnitBody;
    expect(created).toMatchObject({ containerNumber: number, displayNumber: `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`, productId, condition: 'used-a' });
    expect(created).toMatchObject({ depot: 'Antwerp', status: 'available', notes: 'Dent left door', cscNextExamination: '2027-05-31', order: null });
    expect(created.statusChoices).toEqual(['available', 'sold', 'rented-out', 'in-repair', 'retired']);
    expect((await api().get(`/api/admin/units/${created.id}`).set('Cookie', admin).expect(200)).body).toEqual(created);
  });

  it('refuses a wrong check digit and a malformed number naming containerNumber, in the request language, and writes nothing', async () => {
    const number = nextNumber();
    const wrong = `${number.slice(0, 10)}${(Number(number.charAt(10)) + 1) % 10}`;
    const refused = await create({ containerNumber: wrong, productId, condition: 'new' }, 'de').expect(400);
    expect(fieldsOf(refused.body)).toEqual(['containerNumber']);
    expect((refused.body as ErrorBody).message).toBe(`Die Prüfziffer stimmt nicht: Prüfen Sie die Nummer (nach ISO 6346 wäre die letzte Ziffer ${number.charAt(10)}).`);
    for (const malformed of ['MSKU12345', 'MSKA1234565', '']) expect(fieldsOf((await create({ containerNumber: malformed, productId, condition: 'new' }).expect(400)).body)).toEqual(['containerNumber']);
    expect(await unitRows()).toEqual([]);
  });

  it('answers 409 for a number already known, and 400 naming the field for an unknown product, depot, condition or status', async () => {
    const number = nextNumber();
    await create({ containerNumber: number, productId, condition: 'new' }).expect(201);
    const known = await create({ containerNumber: `${number.slice(0, 4)} ${number.slice(4)}`, productId, condition: 'used-a' }, 'nl').expect(409);
    expect((known.body as ErrorBody).message).toBe(`Container ${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)} is al gekend.`);
    expect(fieldsOf((await create({ containerNumber: nextNumber(), productId: '00000000-0000-4000-8000-000000000000', condition: 'new' }).expect(400)).body)).toEqual(['productId']);
    expect(fieldsOf((await create({ containerNumber: nextNumber(), productId: 'not-a-uuid', condition: 'new' }).expect(400)).body)).toEqual(['productId']);
    expect(fieldsOf((await create({ containerNumber: nextNumber(), productId, condition: 'rent', depot: 'Paris' }).expect(400)).body)).toEqual(['condition', 'depot']);
    expect(fieldsOf((await create({ containerNumber: nextNumber(), productId, condition: 'new', status: 'reserved' }).expect(400)).body)).toEqual(['status']);
    expect(fieldsOf((await create({ containerNumber: nextNumber(), productId, condition: 'new', colour: 'red' }).expect(400)).body)).toEqual(['colour']);
    expect(await unitRows()).toHaveLength(1);
  });

  it('lists by product, condition, status and depot, searches a typed part of the number, and pages', async () => {
    const [first, second, third] = await addUnits(3);
    if (first === undefined || second === undefined || third === undefined) throw new Error('three units');
    await patch(third.id, { depot: 'gent zeehaven', status: 'in-repair' }).expect(200);
    const list = (query: string) => api().get(`/api/admin/units?${query}`).set('Cookie', admin).expect(200);
    expect(((await list(`productId=${productId}`)).body as { total: number }).total).toBe(3);
    expect(((await list(`productId=${productId}&status=available`)).body as { items: UnitBody[] }).items.map((unit) => unit.id)).toEqual([first.id, second.id]);
    expect(((await list(`depot=Gent%20Zeehaven`)).body as { items: UnitBody[] }).items.map((unit) => unit.id)).toEqual([third.id]);
    const typedPart = `${second.containerNumber.slice(0, 4).toLowerCase()}-${second.containerNumber.slice(4, 10)}`;
    expect(((await list(`q=${encodeURIComponent(typedPart)}`)).body as { items: UnitBody[] }).items.map((unit) => unit.id)).toEqual([second.id]);
    const paged = (await list(`productId=${productId}&pageSize=2&page=2`)).body as { items: UnitBody[]; total: number; page: number };
    expect([paged.items.map((unit) => unit.id), paged.total, paged.page]).toEqual([[third.id], 3, 2]);
    const bad = await api().get('/api/admin/units?status=lost&condition=rent&productId=x').set('Cookie', admin).expect(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['condition', 'productId', 'status']);
    await api().get('/api/admin/units').expect(401);
  });

  it('edits depot, notes and the CSC date, and moves status only as a move by hand allows', async () => {
    const [unit] = await addUnits(1);
    if (unit === undefined) throw new Error('one unit');
    expect((await patch(unit.id, { status: 'in-repair', notes: 'Floor', cscNextExamination: '2028-01-31' }).expect(200)).body).toMatchObject({ status: 'in-repair', notes: 'Floor' });
    expect(fieldsOf((await patch(unit.id, { status: 'sold' }).expect(409)).body)).toEqual(['status']);
    expect(fieldsOf((await patch(unit.id, { cscNextExamination: '2028-02-30' }).expect(400)).body)).toEqual(['cscNextExamination']);
    expect((await patch(unit.id, { status: 'available', notes: null, cscNextExamination: null }).expect(200)).body).toMatchObject({ status: 'available', notes: null, cscNextExamination: null });
    await api().patch('/api/admin/units/00000000-0000-4000-8000-000000000000').set('Cookie', admin).send({ notes: 'x' }).expect(404);
  });

  it('derives the product stock from its available units; without units the hand-set flags stand', async () => {
    expect(await detail()).toMatchObject({ isAvailable: true, stockStatus: 'In Stock', unitStock: null });
    const units = await addUnits(3);
    expect((await detail()).unitStock?.conditions).toEqual([
      { condition: 'new', available: 0, stockStatus: 'Out of Stock' },
      { condition: 'used-a', available: 3, stockStatus: 'In Stock' },
      { condition: 'used-cw', available: 0, stockStatus: 'Out of Stock' },
      { condition: 'rent', available: 3, stockStatus: 'In Stock' },
    ]);
    await patch(units[0]?.id ?? '', { status: 'in-repair' }).expect(200);
    expect(await detail()).toMatchObject({ isAvailable: true, stockStatus: 'Low Stock', unitStock: { available: 2 } });
    for (const unit of units) await patch(unit.id, { status: 'retired' }).expect(200);
    expect(await detail()).toMatchObject({ isAvailable: false, stockStatus: 'Out of Stock', unitStock: { available: 0 } });
    expect((await listed())?.isAvailable).toBe(false);
  });

  it('says "only N left" on the cart line, and an order for more than are left is a 409 naming the product and the count', async () => {
    await addUnits(2);
    const cartId = await cartWith(3);
    const line = ((await api().get(`/api/carts/${cartId}?lang=fr`).expect(200)).body as { items: { unitsLeft: number; stockNote: string; problem: string }[] }).items[0];
    expect(line).toMatchObject({ unitsLeft: 2, stockNote: 'Plus que 2 disponible(s)', problem: 'Plus que 2 disponible(s) dans cet état.' });
    const refused = await order(cartId, 'fr').expect(409);
    expect((refused.body as ErrorBody).message).toContain('Plus que 2 disponible(s)');
    expect((refused.body as ErrorBody).message).toContain('20ft');
    expect((await unitRows()).map((unit) => unit.status)).toEqual(['available', 'available']);
  });

  it('reserves units with the order, shows them on the admin order, and gives them back when the order is cancelled', async () => {
    await addUnits(3);
    const placed = (await order(await cartWith(2)).expect(201)).body as { orderId: string };
    const rows = await unitRows();
    expect(rows.filter((row) => row.status === 'reserved' && row.order_id === placed.orderId)).toHaveLength(2);
    expect((await detail()).unitStock?.conditions.find((line) => line.condition === 'used-a')).toEqual({ condition: 'used-a', available: 1, stockStatus: 'Low Stock' });
    const adminOrder = (await api().get(`/api/admin/orders/${placed.orderId}`).set('Cookie', admin).expect(200)).body as { units: UnitBody[] };
    expect(adminOrder.units.map((unit) => unit.status)).toEqual(['reserved', 'reserved']);
    expect(adminOrder.units.every((unit) => unit.order?.orderId === placed.orderId)).toBe(true);
    // A reserved unit is not moved by hand.
    expect(fieldsOf((await patch(adminOrder.units[0]?.id ?? '', { status: 'available' }).expect(409)).body)).toEqual(['status']);
    await api().post(`/api/admin/orders/${placed.orderId}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);
    expect((await unitRows()).map((row) => [row.status, row.order_id])).toEqual([['available', null], ['available', null], ['available', null]]);
  });

  it('marks the units of a paid sale sold, and the invoice line names their numbers', async () => {
    await addUnits(2);
    const placed = (await order(await cartWith(2)).expect(201)).body as { orderId: string };
    await api().post(`/api/admin/orders/${placed.orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const rows = await unitRows();
    expect(rows.map((row) => row.status)).toEqual(['sold', 'sold']);
    const [invoice] = await db().query(`SELECT document FROM invoices WHERE order_id = $1 AND kind = 'invoice'`, [placed.orderId]);
    const shown = rows.map((row) => `${row.container_number.slice(0, 4)} ${row.container_number.slice(4, 10)} ${row.container_number.slice(10)}`);
    expect(invoice.document.lines[0].containerNumbers).toEqual(shown);
    // Cancelling the paid order gives them back; its credit note names them too.
    await api().post(`/api/admin/orders/${placed.orderId}/status`).set('Cookie', admin).send({ status: 'cancelled' }).expect(200);
    expect((await unitRows()).map((row) => row.status)).toEqual(['available', 'available']);
    const [credit] = await db().query(`SELECT document FROM invoices WHERE order_id = $1 AND kind = 'credit_note'`, [placed.orderId]);
    expect(credit.document.lines[0].containerNumbers).toEqual(shown);
  });

  it('marks the units of a paid rent rented out, taking cargo-worthy boxes first', async () => {
    await addUnits(1, 'used-a');
    await addUnits(1, 'used-cw');
    const placed = (await order(await cartWith(1, 'rent')).expect(201)).body as { orderId: string };
    await api().post(`/api/admin/orders/${placed.orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const held: { condition: string; status: string }[] = await db().query(`SELECT condition, status FROM units WHERE order_id = $1`, [placed.orderId]);
    expect(held).toEqual([{ condition: 'used-cw', status: 'rented-out' }]);
  });

  it('gives the units back when the card payment expires', async () => {
    await addUnits(1);
    const placed = (await order(await cartWith(1), 'en', '192.0.2.1', 'stripe').expect(201)).body as { orderId: string };
    expect((await unitRows()).map((row) => row.status)).toEqual(['reserved']);
    const [{ stripe_session_id: sessionId }] = await db().query(`SELECT stripe_session_id FROM orders WHERE id = $1`, [placed.orderId]);
    const payload = JSON.stringify({ id: 'evt_units_expired', object: 'event', type: 'checkout.session.expired', data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'unpaid' } } });
    const { default: Stripe } = await import('stripe');
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: testApp.shop.config.payments.webhookSecret });
    await api().post('/api/payments/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload).expect(200);
    expect((await unitRows()).map((row) => [row.status, row.order_id])).toEqual([['available', null]]);
  });

  it('gives the units back when a simulated payment session runs out its 24 hours, as a Stripe one does', async () => {
    await addUnits(1);
    const placed = (await order(await cartWith(1), 'en', '192.0.2.4', 'stripe').expect(201)).body as { orderId: string };
    expect((await unitRows()).map((row) => row.status)).toEqual(['reserved']);
    await db().query(`UPDATE simulated_checkout_sessions SET expires_at = now() - interval '1 second' WHERE order_id = $1`, [placed.orderId]);
    const sweep = testApp.shop.orders.expireSimulatedSessions;
    if (sweep === null) throw new Error('the test shop runs the simulated checkout');
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await unitRows()).map((row) => [row.status, row.order_id])).toEqual([['available', null]]);
    const [{ status }] = await db().query(`SELECT status FROM orders WHERE id = $1`, [placed.orderId]);
    expect(status).toBe('cancelled');
  });

  it('swaps a reserved unit for an available one of the same product and condition', async () => {
    const [, , other] = [...(await addUnits(2)), ...(await addUnits(1, 'used-cw'))];
    const placed = (await order(await cartWith(1)).expect(201)).body as { orderId: string };
    const [reserved] = (await api().get(`/api/admin/orders/${placed.orderId}`).set('Cookie', admin).expect(200)).body.units as UnitBody[];
    const spare = ((await api().get(`/api/admin/units?productId=${productId}&status=available&condition=used-a`).set('Cookie', admin).expect(200)).body as { items: UnitBody[] }).items[0];
    if (reserved === undefined || spare === undefined || other === undefined) throw new Error('units missing');
    const swap = (id: string, replacementId: string) => api().post(`/api/admin/units/${id}/swap?lang=en`).set('Cookie', admin).send({ replacementId });
    expect(fieldsOf((await swap(reserved.id, other.id).expect(400)).body)).toEqual(['replacementId']);
    await swap(spare.id, reserved.id).expect(409);
    const swapped = (await swap(reserved.id, spare.id).expect(200)).body as { unit: UnitBody; replacement: UnitBody };
    expect([swapped.unit.status, swapped.unit.order, swapped.replacement.status, swapped.replacement.order?.orderId]).toEqual(['available', null, 'reserved', placed.orderId]);
    const [item] = await db().query(`SELECT container_numbers FROM order_items WHERE order_id = $1`, [placed.orderId]);
    expect(item.container_numbers).toEqual([spare.containerNumber]);
  });

  it('lets the second of two orders for the same last units fail with 409, naming how many are left', async () => {
    await addUnits(3);
    const first = await cartWith(2, 'used-a', '192.0.2.2');
    const second = await cartWith(2, 'used-a', '192.0.2.3');
    await order(first, 'en', '192.0.2.2').expect(201);
    const refused = await order(second, 'en', '192.0.2.3').expect(409);
    expect((refused.body as ErrorBody).message).toMatch(/^".*20ft.*": Only 1 left in this condition\./);
    expect((await unitRows()).filter((row) => row.status === 'reserved')).toHaveLength(2);
  });

  it('deletes a unit no order holds, keeps one an order holds, and keeps a product that still has units', async () => {
    const [free, held] = await addUnits(2);
    if (free === undefined || held === undefined) throw new Error('two units');
    await api().delete(`/api/admin/units/${free.id}`).set('Cookie', admin).expect(204);
    await api().get(`/api/admin/units/${free.id}`).set('Cookie', admin).expect(404);
    await order(await cartWith(1)).expect(201);
    await api().delete(`/api/admin/units/${held.id}?lang=en`).set('Cookie', admin).expect(409);
    const refused = await api().delete(`/api/admin/products/${productId}?lang=en`).set('Cookie', admin).expect(409);
    expect((refused.body as ErrorBody).message).toBe('This product still has container units: give them another product or delete them first.');
    await api().get(`/api/products/${PRODUCT_SLUG}?lang=en`).expect(200);
  });

  it('keeps photos of a unit in the file storage, served under /media, and removes them again', async () => {
    const [unit] = await addUnits(1);
    if (unit === undefined) throw new Error('one unit');
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
    const withPhoto = (await api().post(`/api/admin/units/${unit.id}/photos`).set('Cookie', admin).attach('file', jpeg, 'door.jpg').expect(201)).body as UnitBody & { photos: { id: string; url: string }[] };
    const [photo] = withPhoto.photos;
    expect(photo?.url).toMatch(new RegExp(`^/media/units/${unit.id}/\\d+-[0-9a-f]+\\.jpg$`));
    expect((await api().get(photo?.url ?? '').expect(200)).headers['content-type']).toMatch(/^image\/jpeg/);
    expect(fieldsOf((await api().post(`/api/admin/units/${unit.id}/photos?lang=en`).set('Cookie', admin).attach('file', Buffer.from('not an image'), 'x.jpg').expect(400)).body)).toEqual(['file']);
    const without = (await api().delete(`/api/admin/units/${unit.id}/photos/${photo?.id ?? ''}`).set('Cookie', admin).expect(200)).body as { photos: unknown[] };
    expect(without.photos).toEqual([]);
    await api().get(photo?.url ?? '').expect(404);
  });
});
