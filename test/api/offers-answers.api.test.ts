import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays } from '../../domain/offers/offer-validity.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const COMPANY_MAILBOX = 'sales@containershop.example';
const ACCEPT = { name: 'Jan Peeters', accepted: true, paymentMethod: 'bank_transfer' } as const;

/** Issue 31: what a customer may answer, and when not; bad input; the reminder; a card payment. */
describe('offers: answers, refusals, bad input, reminders', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  const db = () => testApp.shop.database.dataSource;
  const api = () => request(testApp.server);
  const today = () => belgianDay(new Date());
  const count = async (table: string): Promise<number> => Number(((await db().query(`SELECT count(*) AS n FROM ${table}`)) as { n: string }[])[0]?.n);

  beforeAll(async () => {
    testApp = await startTestApp({ env: { COMPANY_MAILBOX } });
    admin = await adminSession(testApp, 'offer-admin@example.be');
    offers = await offerDriver(testApp, admin);
  });
  afterAll(async () => testApp?.close());

  const sentOffer = async (overrides: object = {}): Promise<{ id: string; token: string }> => {
    const created = await offers.create(offerBody(offers.productId, overrides)).expect(201);
    await offers.send(created.body.id).expect(200);
    return { id: created.body.id, token: await offers.tokenOf(created.body.id) };
  };

  it('refuses a superseded revision: a change makes revision 2, revision 1 can no longer be accepted, every revision stays readable', async () => {
    const { id, token } = await sentOffer();
    const revised = await offers.revise(id, offerBody(offers.productId, { lines: [{ productId: offers.productId, quantity: 3, unitPrice: 3200 }] })).expect(200);
    expect(revised.body).toMatchObject({ revision: 2, status: 'draft' });
    expect(revised.body.revisions.map((revision: { revision: number; sentAt: string | null }) => [revision.revision, revision.sentAt === null])).toEqual([
      [1, false],
      [2, true],
    ]);
    // While revision 2 is a draft, the link still shows revision 1, which says why it cannot be accepted.
    const shown = await offers.customer().get(`/api/offers/${token}?lang=en`).expect(200);
    expect(shown.body).toMatchObject({ revision: 1, refusal: 'superseded' });
    const refused = await offers.customer().post(`/api/offers/${token}/accept?lang=fr`).send({ ...ACCEPT, revision: 1 }).expect(409);
    expect(refused.body.message).toBe('Une version plus récente de cette offre existe. Seule la dernière version peut être acceptée.');
    // A draft revised again changes in place: still revision 2.
    await offers.revise(id, offerBody(offers.productId, { lines: [{ productId: offers.productId, quantity: 4, unitPrice: 3200 }] })).expect(200);
    const sent = await offers.send(id).expect(200);
    expect(sent.body).toMatchObject({ revision: 2, status: 'sent', lines: [{ quantity: 4 }, { kind: 'transport' }] });
    await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, revision: 1 }).expect(409);
    // The first link opens revision 2 now; it can be accepted.
    await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, revision: 2 }).expect(201);
    await offers.revise(id, offerBody(offers.productId)).expect(409);
    // The database keeps a sent revision as it was.
    await expect(db().query(`UPDATE offer_revisions SET total_cents = total_cents + 1, subtotal_cents = subtotal_cents + 1 WHERE offer_id = $1 AND revision = 1`, [id])).rejects.toThrow(/cannot be changed/);
    await expect(db().query(`DELETE FROM offer_lines WHERE offer_id = $1 AND revision = 1`, [id])).rejects.toThrow(/cannot be changed/);
  });

  it('declines with a reason and tells the company; a declined offer cannot be accepted; one click asks for a new offer, once', async () => {
    const { id, token } = await sentOffer();
    const declined = await offers.customer().post(`/api/offers/${token}/decline?lang=en`).send({ reason: 'Too expensive <really>' }).expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', refusal: 'declined', refusalMessage: 'This offer was declined. Feel free to ask for a new offer.' });
    const [notice]: { to_address: string; text_body: string; reply_to: string }[] = await db().query(`SELECT to_address, text_body, reply_to FROM email_outbox WHERE dedupe_key = $1`, [`offer-declined:${id}:1`]);
    expect(notice).toMatchObject({ to_address: COMPANY_MAILBOX, reply_to: 'jan@example.be' });
    expect(notice?.text_body).toContain('Reason: Too expensive <really>');
    const refused = await offers.customer().post(`/api/offers/${token}/accept?lang=de`).send({ ...ACCEPT, revision: 1 }).expect(409);
    expect(refused.body.message).toBe('Dieses Angebot wurde abgelehnt. Fordern Sie gerne ein neues Angebot an.');
    await offers.customer().post(`/api/offers/${token}/decline`).send({}).expect(409);

    const asked = await offers.customer().post(`/api/offers/${token}/request-new`).send({ message: 'Met 3 containers graag' }).expect(201);
    expect(asked.body).toEqual({ quoteId: expect.any(String), created: true });
    const again = await offers.customer().post(`/api/offers/${token}/request-new`).send({}).expect(200);
    expect(again.body).toEqual({ quoteId: asked.body.quoteId, created: false });
    const [quote]: { previous_offer_id: string; product_id: string; quantity_requested: number; special_requirements: string; transport_option: string }[] = await db().query(
      `SELECT previous_offer_id, product_id, quantity_requested, special_requirements, transport_option FROM quotes WHERE id = $1`,
      [asked.body.quoteId],
    );
    expect(quote).toMatchObject({ previous_offer_id: id, product_id: offers.productId, quantity_requested: 2, transport_option: 'truck' });
    expect(quote?.special_requirements).toContain('Met 3 containers graag');
    const inbox = await api().get(`/api/admin/quotes/${asked.body.quoteId}`).set('Cookie', admin).expect(200);
    expect(inbox.body.customerName).toBe('Jan Peeters');
    // The admin answers it with a new offer of its own number, from the request.
    const next = await offers.create({ quoteId: asked.body.quoteId }).expect(201);
    expect(next.body.customer.email).toBe('jan@example.be');
    const declinedOffer = (await api().get(`/api/admin/offers/${id}`).set('Cookie', admin).expect(200)).body;
    expect(declinedOffer).toMatchObject({ status: 'declined', declineReason: 'Too expensive <really>' });
  });

  it('refuses an expired offer in the visitor\'s language; a new revision with a new validity can be accepted', async () => {
    const { id, token } = await sentOffer({ validUntil: today() });
    // Time passes: the last valid day was yesterday (a sent revision is never changed by the shop; the test steps around the trigger).
    await db().query(`ALTER TABLE offer_revisions DISABLE TRIGGER offer_revisions_stay_as_sent`);
    await db().query(`UPDATE offer_revisions SET valid_until = $2::date WHERE offer_id = $1`, [id, addDays(today(), -1)]);
    await db().query(`ALTER TABLE offer_revisions ENABLE TRIGGER offer_revisions_stay_as_sent`);
    const shown = await offers.customer().get(`/api/offers/${token}?lang=nl`).expect(200);
    expect(shown.body).toMatchObject({ status: 'expired', refusal: 'expired', refusalMessage: 'Deze offerte is verlopen. Vraag gerust een nieuwe offerte aan.' });
    const refused = await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, revision: 1 }).expect(409);
    expect(refused.body.message).toBe('This offer has expired. Feel free to ask for a new offer.');
    expect((await api().get('/api/admin/offers?status=expired').set('Cookie', admin).expect(200)).body.items.map((item: { id: string }) => item.id)).toContain(id);
    await offers.revise(id, offerBody(offers.productId)).expect(200);
    await offers.send(id).expect(200);
    await offers.customer().post(`/api/offers/${token}/accept`).send({ ...ACCEPT, revision: 2 }).expect(201);
  });

  it('answers bad input with a 400 naming each field in the request\'s language, and writes nothing', async () => {
    const before = await Promise.all(['offers', 'offer_revisions', 'offer_lines', 'offer_counters'].map(count));
    const fieldsOf = async (overrides: object, lang = 'en'): Promise<{ fields: string[]; message: string }> => {
      const response = await offers.create(offerBody(offers.productId, overrides), lang).expect(400);
      return { fields: (response.body.errors as { field: string }[]).map((error) => error.field), message: response.body.message as string };
    };
    const line = (overrides: object) => ({ lines: [{ productId: offers.productId, quantity: 1, unitPrice: 3300, ...overrides }] });
    expect(await fieldsOf(line({ unitPrice: -1 }), 'de')).toEqual({ fields: ['lines.0.unitPrice'], message: 'Ein Preis kann nicht negativ sein.' });
    expect(await fieldsOf(line({ discountPercent: 120 }), 'fr')).toEqual({ fields: ['lines.0.discountPercent'], message: 'Une remise en pourcentage est comprise entre 0 et 100, avec au plus deux décimales.' });
    expect(await fieldsOf(line({ discountAmount: 3300.01 }), 'nl')).toEqual({ fields: ['lines.0.discountAmount'], message: 'De korting is groter dan het bedrag van de lijn.' });
    expect((await fieldsOf(line({ quantity: 101 }))).fields).toEqual(['lines.0.quantity']);
    expect((await fieldsOf(line({ quantity: 0 }))).fields).toEqual(['lines.0.quantity']);
    expect((await fieldsOf(line({ quantity: 'two' }))).fields).toEqual(['lines.0.quantity']);
    expect((await fieldsOf({ validUntil: addDays(today(), -1) })).fields).toEqual(['validUntil']);
    expect((await fieldsOf(line({ productId: '00000000-0000-4000-8000-000000000000' }))).fields).toEqual(['lines.0.productId']);
    expect(await fieldsOf({ lines: [] }, 'en')).toEqual({ fields: ['lines'], message: 'An offer needs at least one line.' });
    expect((await fieldsOf({ discount: { percent: 101 } })).fields).toEqual(['discount.percent']);
    expect((await fieldsOf({ customer: { name: '', email: 'not-an-email' } })).fields).toEqual(['customer.name', 'customer.email']);
    expect((await fieldsOf({ customer: { name: 'A', email: 'a@b.be', kind: 'business', companyName: 'X', vatNumber: 'BE0123456788' } })).fields).toEqual(['customer.vatNumber']);
    expect((await fieldsOf({ transport: { option: 'truck', country: 'BE', postcode: '99' } })).fields).toEqual(['transport.postcode']);
    expect((await fieldsOf({ price: 10 })).fields).toEqual(['price']);
    expect((await fieldsOf(line({ surprise: true }))).fields).toEqual(['lines.0.surprise']);
    await offers.create({ lines: [{ productId: offers.productId, quantity: 1, unitPrice: 1 }] }).expect(400);
    expect(await Promise.all(['offers', 'offer_revisions', 'offer_lines', 'offer_counters'].map(count))).toEqual(before);

    const { token } = await sentOffer({ paymentMethods: ['bank_transfer'] });
    const bad = await offers.customer().post(`/api/offers/${token}/accept?lang=nl`).send({ name: ' ', accepted: false, revision: 1, paymentMethod: 'stripe' }).expect(400);
    expect(bad.body.errors.map((error: { field: string }) => error.field)).toEqual(['name', 'accepted']);
    const notOffered = await offers.customer().post(`/api/offers/${token}/accept?lang=en`).send({ ...ACCEPT, revision: 1, paymentMethod: 'stripe' }).expect(400);
    expect(notOffered.body.errors).toEqual([{ field: 'paymentMethod', message: 'This payment method is not offered in this offer.' }]);
    await offers.customer().post(`/api/offers/${token}/accept`).send({ ...ACCEPT, revision: 1, extra: 1 }).expect(400);
    await offers.customer().get(`/api/offers/${'x'.repeat(43)}`).expect(404);
    await offers.customer().get('/api/offers/short').expect(404);
    await api().get('/api/admin/offers').expect(401);
    await api().post('/api/admin/offers').send(offerBody(offers.productId)).expect(401);
  });

  it('sends one reminder a few days before the validity ends, with a working link, and never a second', async () => {
    const { id } = await sentOffer({ validUntil: addDays(today(), 2) });
    const later = await sentOffer({ validUntil: addDays(today(), 20) });
    expect(await testApp.shop.offers.remind(new Date())).toBeGreaterThanOrEqual(1);
    expect(await testApp.shop.offers.remind(new Date())).toBe(0);
    const reminders: { dedupe_key: string; subject: string }[] = await db().query(`SELECT dedupe_key, subject FROM email_outbox WHERE dedupe_key LIKE 'offer-reminder:%'`);
    expect(reminders.map((row) => row.dedupe_key)).toContain(`offer-reminder:${id}:1`);
    expect(reminders.map((row) => row.dedupe_key)).not.toContain(`offer-reminder:${later.id}:1`);
    expect(reminders.find((row) => row.dedupe_key === `offer-reminder:${id}:1`)?.subject).toContain('loopt af op');
    // The reminder's own link opens the offer too.
    const token = await offers.tokenOf(id);
    await offers.customer().get(`/api/offers/${token}`).expect(200);
    // Eighteen days on, the later one is due.
    expect(await testApp.shop.offers.remind(new Date(Date.now() + 18 * 86_400_000))).toBe(1);
  });

  it('accepts with a card payment: the payment page, then paid and invoiced through the webhook', async () => {
    const { id, token } = await sentOffer();
    const accepted = await offers.customer().post(`/api/offers/${token}/accept?lang=nl`).send({ ...ACCEPT, revision: 1, paymentMethod: 'stripe' }).expect(201);
    expect(accepted.body.paymentUrl).toMatch(/^\/api\/payments\/simulated\/cs_sim_[0-9a-f]{48}\?lang=nl$/);
    const sessionId = /cs_sim_[0-9a-f]{48}/.exec(accepted.body.paymentUrl as string)?.[0];
    const page = await api().get(accepted.body.paymentUrl as string).expect(200);
    const [order]: { total_cents: number }[] = await db().query(`SELECT total_cents FROM orders WHERE id = $1`, [accepted.body.orderId]);
    expect(page.text).toContain('Deuropening 2 × 1 m');
    await api().post(`/api/payments/simulated/${sessionId}/pay`).expect(303);
    const offer = (await api().get(`/api/admin/offers/${id}`).set('Cookie', admin).expect(200)).body;
    expect(offer).toMatchObject({ status: 'paid', order: { id: accepted.body.orderId, status: 'paid' } });
    const [invoice]: { total_cents: number }[] = await db().query(`SELECT total_cents FROM invoices WHERE order_id = $1`, [accepted.body.orderId]);
    expect(invoice?.total_cents).toBe(order?.total_cents);
  });
});
