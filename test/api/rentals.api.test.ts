import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { InvoiceDocument } from '../../domain/invoices/invoice-document.js';
import { invoiceRuleViolations } from '../../domain/invoices/invoice-rules.js';
import { addDays } from '../../domain/rentals/rental-days.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { completeContainerNumber } from '../../domain/units/container-number.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A Belgian business renting (Peppol, Belgian VAT 21 %): its invoices carry the UBL. */
const BELGIAN_BUSINESS = { kind: 'business', companyName: 'Kaai NV', vatNumber: 'BE 0403.170.701' } as const;
const SHIPPING = { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kaai 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' };
/** The demo rental container: 3.90 a day. */
const DAILY_CENTS = 390;

interface Rental {
  readonly id: string;
  readonly state: string;
  readonly deliveryDate: string | null;
  readonly pickupDate: string | null;
  readonly nextInvoiceDate: string | null;
  readonly outstanding: number;
  readonly overdue: number;
  readonly periods: { index: number; start: string; end: string; days: number; invoice: { number: string; status: string; dueDate: string | null; pdfUrl: string; ublUrl: string | null; outstanding: number }; creditNote: { number: string; days: number } | null }[];
  readonly notice: { allowed: boolean; earliestPickupDate: string | null };
}

/**
 * Issue 33 through HTTP on a real database: a paid rent order opens a contract, the admin sets the
 * delivery, the billing invoices the periods as they come due (each day run twice: one invoice), the
 * customer gives notice on the rental page, the admin confirms the pick-up and the rent is settled.
 * Orders are placed today; to let the rent run into the past the order is dated back in the
 * database, as if it had been placed months ago (the delivery cannot be before the order).
 */
describe('rentals', () => {
  let testApp: TestApp;
  let admin: string;
  let productId: string;
  const today = belgianDay(new Date());

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'rental-admin@example.be');
    const [row]: { product_id: string }[] = await db().query(`SELECT product_id FROM product_translations WHERE slug = 'rental-container-20ft' LIMIT 1`);
    if (row === undefined) throw new Error('demo rental product missing');
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const asAdmin = (method: 'get' | 'post', path: string) => api()[method](path).set('Cookie', admin);

  let visitors = 0;
  /** A rent order of `quantity` containers, marked paid by the admin, placed `daysAgo` days ago: its contract. */
  const paidRentOrder = async (quantity: number, daysAgo: number, customer?: object): Promise<{ orderId: string; contract: Rental }> => {
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId, condition: 'rent', quantity, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'nl' }).expect(201);
    visitors += 1;
    const placed = await api()
      .post('/api/orders')
      .set('X-Forwarded-For', `198.51.100.${visitors}`)
      .send({ cartId, lang: 'nl', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, ...(customer === undefined ? {} : { customer }) })
      .expect(201);
    const orderId = (placed.body as { orderId: string }).orderId;
    await db().query(`UPDATE orders SET created_at = created_at - make_interval(days => $2) WHERE id = $1`, [orderId, daysAgo]);
    await asAdmin('post', `/api/admin/orders/${orderId}/status`).send({ status: 'paid' }).expect(200);
    const list = (await asAdmin('get', '/api/admin/rentals?state=active').expect(200)).body as { items: { id: string; orderId: string }[] };
    const summary = list.items.find((item) => item.orderId === orderId);
    if (summary === undefined) throw new Error('the paid rent order opened no contract');
    return { orderId, contract: (await asAdmin('get', `/api/admin/rentals/${summary.id}`).expect(200)).body as Rental };
  };
  /** The rental page token of the newest link emailed for a contract (every rental email carries one). */
  const tokenOf = async (contractId: string): Promise<string> => {
    const rows: { text_body: string }[] = await db().query(
      `SELECT text_body FROM email_outbox WHERE text_body LIKE '%/rental/%' AND to_address = $1 ORDER BY created_at DESC`,
      [SHIPPING.email],
    );
    for (const row of rows) {
      const token = /\/nl\/rental\/([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1] ?? '';
      const [link]: { contract_id: string }[] = await db().query(`SELECT contract_id FROM rental_links WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [token]);
      if (link?.contract_id === contractId) return token;
    }
    throw new Error('no rental page link was emailed');
  };
  const invoiceNumbers = async (): Promise<string[]> =>
    ((await db().query(`SELECT number FROM invoices WHERE kind = 'invoice' ORDER BY number`)) as { number: string }[]).map((row) => row.number);
  const sequenceOf = (number: string): number => Number(number.slice(-6));

  it('opens a contract when a rent order is paid, bills three more periods on their days (each run twice: once), settles the pick-up with a credit note', async () => {
    const { contract } = await paidRentOrder(2, 200, BELGIAN_BUSINESS);
    const orderNumber = ((await asAdmin('get', `/api/admin/rentals/${contract.id}`).expect(200)).body as { orderNumber: number }).orderNumber;
    expect(contract).toMatchObject({ state: 'awaiting-delivery', deliveryDate: null, nextInvoiceDate: null });
    expect(contract.periods.map((period) => [period.index, period.invoice.status])).toEqual([[1, 'paid']]);

    const delivery = addDays(today, -110);
    const delivered = (await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: delivery }).expect(200)).body as Rental;
    expect(delivered).toMatchObject({ state: 'active', deliveryDate: delivery, nextInvoiceDate: addDays(delivery, 23) });
    expect(delivered.periods[0]).toMatchObject({ start: delivery, end: addDays(delivery, 29), days: 30 });
    const token = await tokenOf(contract.id);

    // The day before period 2's invoice day nothing is due; each later run is made twice, and gives one invoice.
    expect((await testApp.shop.rentals.bill(addDays(delivery, 22))).invoiced).toBe(0);
    const before = await invoiceNumbers();
    for (const offset of [23, 53, 83]) {
      const first = await testApp.shop.rentals.bill(addDays(delivery, offset));
      const second = await testApp.shop.rentals.bill(addDays(delivery, offset));
      expect([first.invoiced, second.invoiced]).toEqual([1, 0]);
    }
    const added = (await invoiceNumbers()).filter((number) => !before.includes(number));
    expect(added).toHaveLength(3);
    expect(added.map(sequenceOf)).toEqual([0, 1, 2].map((step) => sequenceOf(added[0] ?? '') + step));

    const page = (await api().get(`/api/rentals/${token}`).expect(200)).body as Rental;
    expect(page.periods.map((period) => [period.index, period.start, period.days])).toEqual([1, 2, 3, 4].map((index) => [index, addDays(delivery, (index - 1) * 30), 30]));
    expect(page.periods.slice(1).every((period) => period.invoice.status === 'open')).toBe(true);
    // Issued today for periods that started already: due after the payment term.
    expect(page.periods[1]?.invoice.dueDate).toBe(addDays(today, 7));
    expect(page.nextInvoiceDate).toBe(addDays(delivery, 113));

    // Each rental invoice is 30 days × 2 containers × 3.90 plus 21 % VAT, payable by its own structured communication.
    const invoice = page.periods[1]?.invoice;
    const [stored]: { document: InvoiceDocument; rental_contract_id: string; peppol_state: string }[] = await db().query(
      `SELECT document, rental_contract_id, peppol_state FROM invoices WHERE number = $1`,
      [invoice?.number],
    );
    expect(stored?.document).toMatchObject({ net: 30 * 2 * DAILY_CENTS, vat: Math.round(30 * 2 * DAILY_CENTS * 0.21), paid: 0, dueDate: addDays(today, 7) });
    expect(stored?.document.payment.reference).toMatch(/^\+\+\+9\d{2}\/\d{4}\/\d{5}\+\+\+$/);
    expect(stored?.rental_contract_id).toBe(contract.id);
    expect(stored?.peppol_state).toBe('pending');
    expect(invoiceRuleViolations(stored?.document as InvoiceDocument)).toEqual([]);
    // The UBL downloaded with the rental page's link: Peppol BIS with the due date, the period and the payment reference.
    const ubl = await api().get(invoice?.ublUrl ?? '').expect(200);
    expect(ubl.text).toContain(`<cbc:DueDate>${addDays(today, 7)}</cbc:DueDate>`);
    expect(ubl.text).toContain(`<cac:InvoicePeriod><cbc:StartDate>${addDays(delivery, 30)}</cbc:StartDate><cbc:EndDate>${addDays(delivery, 59)}</cbc:EndDate></cac:InvoicePeriod>`);
    expect(ubl.text).toContain(`<cbc:PaymentID>${stored?.document.payment.reference}</cbc:PaymentID>`);
    await api().get(invoice?.pdfUrl ?? '').expect(200).expect('content-type', 'application/pdf');
    // Rental invoices are invoices like any: in the admin's list and the exports.
    const listed = (await asAdmin('get', `/api/admin/invoices?from=${today}&to=${today}`).expect(200)).body as { items: { number: string }[] };
    expect(added.every((number) => listed.items.some((item) => item.number === number))).toBe(true);

    // Notice on the rental page: too soon is refused, naming the field, and writes nothing.
    const tooSoon = await api().post(`/api/rentals/${token}/notice?lang=en`).send({ pickupDate: addDays(today, 6) }).expect(400);
    expect(tooSoon.body.errors).toEqual([{ field: 'pickupDate', message: `Pick-up date: the notice period is 7 days; the earliest pick-up date is ${addDays(today, 7)}.` }]);
    expect(((await api().get(`/api/rentals/${token}`).expect(200)).body as Rental).state).toBe('active');
    const noticed = (await api().post(`/api/rentals/${token}/notice`).send({ pickupDate: addDays(today, 7) }).expect(200)).body as Rental;
    expect(noticed).toMatchObject({ state: 'notice-given', pickupDate: addDays(today, 7), nextInvoiceDate: null });
    // Period 5 would start on or after the pick-up day: never invoiced.
    expect((await testApp.shop.rentals.bill(addDays(delivery, 200))).invoiced).toBe(0);

    // Picked up today, earlier than announced: 110 days used of the 120 invoiced, 10 credited on period 4's invoice.
    const ended = (await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up`).send({ date: today }).expect(200)).body as Rental;
    expect(ended).toMatchObject({ state: 'ended', pickupDate: today });
    expect(ended.periods.map((period) => period.creditNote?.days ?? 0)).toEqual([0, 0, 0, 10]);
    const [credit]: { document: InvoiceDocument }[] = await db().query(`SELECT document FROM invoices WHERE number = $1`, [ended.periods[3]?.creditNote?.number]);
    expect(credit?.document).toMatchObject({ kind: 'credit_note', net: 10 * 2 * DAILY_CENTS, corrects: { number: ended.periods[3]?.invoice.number } });
    expect(invoiceRuleViolations(credit?.document as InvoiceDocument)).toEqual([]);
    expect(ended.periods[3]?.invoice.outstanding).toBeCloseTo(((30 - 10) * 2 * DAILY_CENTS * 1.21) / 100, 1);
    // Confirmed twice: the contract has ended (400 naming the date), nothing more issued.
    const again = await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up?lang=en`).send({ date: today }).expect(400);
    expect(again.body.errors).toEqual([{ field: 'date', message: 'Pick-up date: this rental has ended.' }]);
    await api().post(`/api/rentals/${token}/notice`).send({ pickupDate: addDays(today, 30) }).expect(400);

    // The orders export has a row per rental document issued in its period, under the order: invoices positive, the credit note negative.
    const csv = (await asAdmin('get', `/api/admin/orders/export.csv?from=${today}&to=${today}`).expect(200)).text;
    const records = (parse(csv) as string[][]).filter((record) => record[0] === String(orderNumber));
    expect(records.map((record) => [record[8], record[13], record[22]])).toEqual([
      ['rent', '234.00', '49.14'],
      ['rent', '234.00', '49.14'],
      ['rent', '234.00', '49.14'],
      ['rent', '-78.00', '-16.38'],
    ]);
    expect(records[0]?.[7]).toBe(`Huur Huurcontainer 20ft, periode 2: ${addDays(delivery, 30)} t/m ${addDays(delivery, 59)} (30 dagen)`);
  });

  it('invoices the last period per day when the pick-up comes before it was invoiced, never under 30 days in all', async () => {
    const { contract } = await paidRentOrder(1, 60, undefined);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -45) }).expect(200);
    const ended = (await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up`).send({ date: today }).expect(200)).body as Rental;
    expect(ended.periods.map((period) => [period.index, period.start, period.days])).toEqual([
      [1, addDays(today, -45), 30],
      [2, addDays(today, -15), 15],
    ]);
    const [last]: { document: InvoiceDocument }[] = await db().query(`SELECT document FROM invoices WHERE number = $1`, [ended.periods[1]?.invoice.number]);
    expect(last?.document).toMatchObject({ net: 15 * DAILY_CENTS, period: { start: addDays(today, -15), end: addDays(today, -1) } });

    // Picked up after 10 days: the 30-day minimum was paid with the order, nothing more.
    const { contract: short } = await paidRentOrder(1, 20, undefined);
    await asAdmin('post', `/api/admin/rentals/${short.id}/delivered`).send({ date: addDays(today, -10) }).expect(200);
    const shortEnded = (await asAdmin('post', `/api/admin/rentals/${short.id}/picked-up`).send({ date: today }).expect(200)).body as Rental;
    expect(shortEnded.periods.map((period) => [period.index, period.creditNote])).toEqual([[1, null]]);
  });

  it('reminds late payers at 7 and 14 days after the due date, once each, lists the overdue invoices, and stops once paid', async () => {
    const { contract } = await paidRentOrder(1, 100, undefined);
    const delivery = addDays(today, -80);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: delivery }).expect(200);
    await testApp.shop.rentals.bill(today);
    const billed = (await asAdmin('get', `/api/admin/rentals/${contract.id}`).expect(200)).body as Rental;
    const numbers = billed.periods.slice(1).map((period) => period.invoice.number);
    expect(numbers).toHaveLength(2);
    const due = addDays(today, 7);
    // The run covers every contract (the other tests' invoices too); this contract's reminders are counted in the outbox.
    const reminders = async (day: string): Promise<number> => {
      await testApp.shop.rentals.remind(day);
      const [row]: { count: string }[] = await db().query(`SELECT count(*) FROM email_outbox WHERE split_part(dedupe_key, ':', 2) = ANY($1::text[]) AND dedupe_key LIKE 'rental-reminder:%'`, [numbers]);
      return Number(row?.count);
    };
    expect(await reminders(addDays(due, 6))).toBe(0);
    expect(await reminders(addDays(due, 7))).toBe(2);
    expect(await reminders(addDays(due, 7))).toBe(2);
    expect(await reminders(addDays(due, 14))).toBe(4);
    expect(await reminders(addDays(due, 30))).toBe(4);
    const sent: { subject: string; text_body: string }[] = await db().query(`SELECT subject, text_body FROM email_outbox WHERE dedupe_key LIKE 'rental-reminder:%' AND dedupe_key LIKE $1`, [`%${numbers[0]}%`]);
    expect(sent.map((email) => email.subject)).toEqual([`Herinnering: factuur ${numbers[0]} is nog niet betaald`, `Herinnering: factuur ${numbers[0]} is nog niet betaald`]);
    expect(sent.every((email) => /\/nl\/rental\/[A-Za-z0-9_-]{43}/.test(email.text_body))).toBe(true);

    // The admin's Overdue list: an invoice due three weeks ago (dated back here), with what is left to pay.
    await db().query(`UPDATE rental_periods SET due_date = $2::date WHERE contract_id = $1 AND period_index = 2`, [contract.id, addDays(today, -21)]);
    const overdue = (await asAdmin('get', '/api/admin/rentals/overdue').expect(200)).body as { items: { invoiceNumber: string; daysOverdue: number; outstanding: number; rental: { id: string; overdue: number } }[] };
    const row = overdue.items.find((item) => item.invoiceNumber === numbers[0]);
    expect(row).toMatchObject({ daysOverdue: 21, outstanding: (30 * DAILY_CENTS * 1.21) / 100, rental: { id: contract.id, overdue: (30 * DAILY_CENTS * 1.21) / 100 } });
    await asAdmin('post', `/api/admin/rentals/${contract.id}/invoices/${numbers[0]}/paid`).send({ paidOn: today }).expect(200);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/invoices/${numbers[0]}/paid`).send({}).expect(409);
    const after = (await asAdmin('get', '/api/admin/rentals/overdue').expect(200)).body as { items: { invoiceNumber: string }[] };
    expect(after.items.some((item) => item.invoiceNumber === numbers[0])).toBe(false);
  });

  it('refuses bad dates with a 400 naming the field in the request language, and writes nothing', async () => {
    const { contract } = await paidRentOrder(1, 5, undefined);
    const refuse = async (path: string, body: object, field: string): Promise<string> => {
      const response = await asAdmin('post', `${path}?lang=fr`).send(body).expect(400);
      expect((response.body.errors as { field: string }[]).map((error) => error.field)).toEqual([field]);
      return (response.body.errors as { message: string }[])[0]?.message ?? '';
    };
    const tooFar = await refuse(`/api/admin/rentals/${contract.id}/delivered`, { date: addDays(today, 366) }, 'date');
    expect(tooFar).toBe(`Date de livraison : au plus un an à l'avance (au plus tard le ${addDays(today, 365)}).`);
    await refuse(`/api/admin/rentals/${contract.id}/delivered`, { date: '2026-02-30' }, 'date');
    await refuse(`/api/admin/rentals/${contract.id}/delivered`, { date: addDays(today, -6) }, 'date');
    await refuse(`/api/admin/rentals/${contract.id}/picked-up`, { date: today }, 'date');
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -2), extra: 1 }).expect(400);
    expect(((await asAdmin('get', `/api/admin/rentals/${contract.id}`).expect(200)).body as Rental).state).toBe('awaiting-delivery');

    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -2) }).expect(200);
    await refuse(`/api/admin/rentals/${contract.id}/picked-up`, { date: addDays(today, -3) }, 'date');
    await refuse(`/api/admin/rentals/${contract.id}/picked-up`, { date: addDays(today, 1) }, 'date');
    await refuse(`/api/admin/rentals/${contract.id}/end`, { pickupDate: addDays(today, -3) }, 'pickupDate');
    await api().get(`/api/admin/rentals?state=running`).set('Cookie', admin).expect(400);
    await api().get(`/api/admin/rentals`).expect(401);
    await api().get(`/api/rentals/${'x'.repeat(43)}`).expect(404);
    const unchanged = (await asAdmin('get', `/api/admin/rentals/${contract.id}`).expect(200)).body as Rental;
    expect(unchanged).toMatchObject({ state: 'active', pickupDate: null, deliveryDate: addDays(today, -2) });

    // Ended early by the shop: a pick-up day without the notice period; the customer cannot give notice on an ended contract.
    const ending = (await asAdmin('post', `/api/admin/rentals/${contract.id}/end`).send({ pickupDate: today }).expect(200)).body as Rental;
    expect(ending).toMatchObject({ state: 'notice-given', pickupDate: today });
    await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up`).send({ date: today }).expect(200);
    const token = await tokenOf(contract.id);
    const ended = await api().post(`/api/rentals/${token}/notice?lang=en`).send({ pickupDate: addDays(today, 20) }).expect(400);
    expect(ended.body.errors).toEqual([{ field: 'pickupDate', message: 'Pick-up date: this rental has ended.' }]);
  });
  it('keeps the shop\'s end: a customer\'s notice after it is refused and moves nothing; the customer\'s day is bounded as the shop\'s', async () => {
    const { contract } = await paidRentOrder(1, 20, undefined);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -10) }).expect(200);
    const token = await tokenOf(contract.id);
    const notice = (pickupDate: string) => api().post(`/api/rentals/${token}/notice?lang=en`).send({ pickupDate });

    const tooFar = `Pick-up date: at most a year ahead (by ${addDays(today, 365)} at the latest).`;
    expect((await notice('9999-12-31').expect(400)).body.errors).toEqual([{ field: 'pickupDate', message: tooFar }]);
    expect((await notice(addDays(today, 366)).expect(400)).body.errors).toEqual([{ field: 'pickupDate', message: tooFar }]);
    expect(((await api().get(`/api/rentals/${token}`).expect(200)).body as Rental).pickupDate).toBeNull();
    expect(((await notice(addDays(today, 365)).expect(200)).body as Rental).pickupDate).toBe(addDays(today, 365));

    // The shop ends the rent early (non-payment): its day stands whatever the customer posts afterwards.
    await asAdmin('post', `/api/admin/rentals/${contract.id}/end`).send({ pickupDate: addDays(today, 3) }).expect(200);
    const refused = await notice(addDays(today, 20)).expect(400);
    expect(refused.body.errors).toEqual([
      { field: 'pickupDate', message: `Pick-up date: we have ended this rental; the containers are picked up on ${addDays(today, 3)}. Contact us to change that day.` },
    ]);
    const page = (await api().get(`/api/rentals/${token}`).expect(200)).body as Rental;
    expect(page).toMatchObject({ state: 'notice-given', pickupDate: addDays(today, 3), notice: { allowed: false, earliestPickupDate: null } });
    expect((await asAdmin('get', `/api/admin/rentals/${contract.id}`).expect(200)).body).toMatchObject({ pickupDate: addDays(today, 3), noticeBy: 'shop' });
  });

  it('bounds repeated notices: one notice link at a time, at most three notices (and emails) a day', async () => {
    const { contract } = await paidRentOrder(1, 20, undefined);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -10) }).expect(200);
    const startToken = await tokenOf(contract.id);
    const links = async (): Promise<number> => Number(((await db().query(`SELECT count(*) FROM rental_links WHERE contract_id = $1`, [contract.id])) as { count: string }[])[0]?.count);
    const noticeEmails = async (): Promise<string[]> =>
      ((await db().query(`SELECT text_body FROM email_outbox WHERE dedupe_key LIKE $1 ORDER BY created_at`, [`rental-notice:${contract.id}:%`])) as { text_body: string }[]).map((row) => row.text_body);
    const linkIn = (text: string): string => /\/nl\/rental\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    const before = await links();

    const answers: number[] = [];
    for (const days of [10, 11, 12, 13, 14]) answers.push((await api().post(`/api/rentals/${startToken}/notice?lang=en`).send({ pickupDate: addDays(today, days) })).status);
    expect(answers).toEqual([200, 200, 200, 400, 400]);
    const fourth = await api().post(`/api/rentals/${startToken}/notice?lang=en`).send({ pickupDate: addDays(today, 15) }).expect(400);
    expect(fourth.body.errors).toEqual([{ field: 'pickupDate', message: 'Pick-up date: notice can be given or changed at most 3 times a day; change it again tomorrow, or contact us.' }]);
    expect(((await api().get(`/api/rentals/${startToken}`).expect(200)).body as Rental).pickupDate).toBe(addDays(today, 12));
    const emails = await noticeEmails();
    expect(emails).toHaveLength(3);
    expect(await links()).toBe(before + 1);
    // The newest notice email's link opens the page; the ones it replaced no longer do; the start email's still does.
    await api().get(`/api/rentals/${linkIn(emails[2] ?? '')}`).expect(200);
    await api().get(`/api/rentals/${linkIn(emails[0] ?? '')}`).expect(404);
    await api().get(`/api/rentals/${linkIn(emails[1] ?? '')}`).expect(404);

    // The next day (the count's day dated back) notice can be moved again, still with one notice link.
    await db().query(`UPDATE rental_contracts SET customer_notice_day = customer_notice_day - 1 WHERE id = $1`, [contract.id]);
    await api().post(`/api/rentals/${startToken}/notice`).send({ pickupDate: addDays(today, 16) }).expect(200);
    expect(await noticeEmails()).toHaveLength(4);
    expect(await links()).toBe(before + 1);
  });

  it('closes the rental page a configured time after the rent ended and was settled: an expired link answers as ended', async () => {
    const { contract } = await paidRentOrder(1, 20, undefined);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -10) }).expect(200);
    const ended = (await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up`).send({ date: today }).expect(200)).body as Rental;
    const token = await tokenOf(contract.id);
    const invoice = ended.periods[0]?.invoice.number ?? '';
    // Time passes (RENTAL_LINK_DAYS is 90 by default): the end and the order's payment dated back.
    const ageBy = async (days: number): Promise<void> => {
      await db().query(`UPDATE rental_contracts SET ended_at = now() - make_interval(days => $2) WHERE id = $1`, [contract.id, days]);
      await db().query(`UPDATE rental_periods SET paid_on = current_date - $2::integer WHERE contract_id = $1`, [contract.id, days]);
    };
    await ageBy(88);
    expect(((await api().get(`/api/rentals/${token}`).expect(200)).body as Rental).state).toBe('ended');
    await api().get(`/api/rentals/${token}/documents/${invoice}.pdf`).expect(200);

    await ageBy(92);
    const closed = await api().get(`/api/rentals/${token}?lang=en`).expect(404);
    expect(closed.body.message).toBe('This rental has ended and its page is closed. Your invoices came with our emails; ask us for a copy if you need one.');
    expect(JSON.stringify(closed.body)).not.toContain(SHIPPING.name);
    await api().get(`/api/rentals/${token}/documents/${invoice}.pdf`).expect(404);
    await api().post(`/api/rentals/${token}/notice`).send({ pickupDate: addDays(today, 20) }).expect(404);

    // A rent with something left to pay keeps its page open, however long ago it ended.
    await db().query(`UPDATE rental_periods SET paid_on = NULL WHERE contract_id = $1`, [contract.id]);
    await api().get(`/api/rentals/${token}`).expect(200);
  });

  it('names the rented units by number and puts them back at the depot at pick-up', async () => {
    const numbers = [completeContainerNumber('RNT', 'U', '000101'), completeContainerNumber('RNT', 'U', '000102')];
    for (const containerNumber of numbers) {
      await db().query(`INSERT INTO units (container_number, product_id, condition, depot, status) VALUES ($1, $2, 'used-cw', 'Antwerp', 'available')`, [containerNumber, productId]);
    }
    const { contract } = await paidRentOrder(2, 40, undefined);
    const shown = numbers.map((number) => `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`).sort();
    expect([...((contract as Rental & { containerNumbers: string[] }).containerNumbers)].sort()).toEqual(shown);
    const statuses = async (): Promise<string[]> =>
      ((await db().query(`SELECT status FROM units WHERE container_number = ANY($1::text[]) ORDER BY container_number`, [numbers])) as { status: string }[]).map((row) => row.status);
    expect(await statuses()).toEqual(['rented-out', 'rented-out']);
    await asAdmin('post', `/api/admin/rentals/${contract.id}/delivered`).send({ date: addDays(today, -31) }).expect(200);
    const ended = (await asAdmin('post', `/api/admin/rentals/${contract.id}/picked-up`).send({ date: today }).expect(200)).body as Rental;
    expect(ended.state).toBe('ended');
    expect(await statuses()).toEqual(['available', 'available']);
    // The invoice of the day after the minimum names the containers on its line (the PDF and the UBL note).
    const [last]: { document: InvoiceDocument }[] = await db().query(`SELECT document FROM invoices WHERE number = $1`, [ended.periods[1]?.invoice.number]);
    expect(last?.document.lines[0]).toMatchObject({ quantity: 2, net: 2 * DAILY_CENTS, containerNumbers: shown });
  });
});
