import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays } from '../../domain/rentals/rental-days.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { buildServerRendering } from '../support/server-render-build.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SHIPPING = { name: 'Sofie Maes', email: 'sofie.rental-page@example.be', phone: '+32 470 98 76 54', street: 'Dok Zuid 2', city: 'Gent', postalCode: '9000', country: 'belgium' };

/** What the page shows of the contract (web/src/features/rental). */
const shownTitle = (html: string): string | undefined => /data-testid="rental-title">([^<]*)</.exec(html)?.[1];
const shownState = (html: string): string | undefined => /data-testid="rental-state">([^<]*)</.exec(html)?.[1];

/**
 * The customer's rental page as the server sends it (issue 33): rendered with the contract its
 * link's token opens, for that visitor alone (private, never kept, never answered ahead of the
 * app), and kept out of search engines.
 */
describe('the rental page rendered on the server', () => {
  let testApp: TestApp;
  let admin: string;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
    admin = await adminSession(testApp, 'rental-page-admin@example.be');
  }, 120_000);
  afterAll(async () => testApp?.close());

  const api = () => request(testApp.server);
  const page = (path: string) => api().get(path).set('Accept-Encoding', 'identity').set('X-Forwarded-For', '198.51.100.78');

  /** A paid rent order of one container, delivered today: its order number and the rental page token emailed for it. */
  const deliveredRental = async (): Promise<{ orderNumber: number; token: string }> => {
    const [row]: { product_id: string }[] = await testApp.shop.database.dataSource.query(`SELECT product_id FROM product_translations WHERE slug = 'rental-container-20ft' LIMIT 1`);
    if (row === undefined) throw new Error('demo rental product missing');
    const cartId = ((await api().post('/api/carts').expect(201)).body as { id: string }).id;
    await api().post(`/api/carts/${cartId}/items`).send({ productId: row.product_id, condition: 'rent', quantity: 1, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'en' }).expect(201);
    const placed = await api().post('/api/orders').send({ cartId, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING }).expect(201);
    const orderId = (placed.body as { orderId: string }).orderId;
    await api().post(`/api/admin/orders/${orderId}/status`).set('Cookie', admin).send({ status: 'paid' }).expect(200);
    const list = (await api().get('/api/admin/rentals?state=active').set('Cookie', admin).expect(200)).body as { items: { id: string; orderId: string; orderNumber: number }[] };
    const contract = list.items.find((item) => item.orderId === orderId);
    if (contract === undefined) throw new Error('the paid rent order opened no contract');
    await api().post(`/api/admin/rentals/${contract.id}/delivered`).set('Cookie', admin).send({ date: belgianDay(new Date()) }).expect(200);
    const emails: { text_body: string }[] = await testApp.shop.database.dataSource.query(`SELECT text_body FROM email_outbox WHERE to_address = $1 AND text_body LIKE '%/rental/%'`, [SHIPPING.email]);
    const token = emails.map((email) => /\/en\/rental\/([A-Za-z0-9_-]{43})/.exec(email.text_body)?.[1]).find((found) => found !== undefined);
    if (token === undefined) throw new Error('no rental page link was emailed');
    return { orderNumber: contract.orderNumber, token };
  };

  it('renders the rental with its token, private and noindex, and anew on every request (notice shows at once)', async () => {
    const { orderNumber, token } = await deliveredRental();
    const first = await page(`/en/rental/${token}`).expect(200);
    expect(shownTitle(first.text)).toBe(`Your rental, order ${orderNumber}`);
    expect(shownState(first.text)).toBe('Running');
    expect(first.text).toContain('data-testid="notice-form"');
    expect(first.text).toContain('<meta name="robots" content="noindex">');
    expect(first.text).not.toContain('hreflang');
    expect(first.headers['cache-control']).toBe('private, no-store');

    const pickupDate = addDays(belgianDay(new Date()), 7);
    await api().post(`/api/rentals/${token}/notice`).send({ pickupDate, lang: 'en' }).expect(200);
    const again = await page(`/en/rental/${token}`).expect(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(shownState(again.text)).toBe('Notice given');
    expect(again.text).toContain('Notice is given: we pick up the containers on');
  });

  it('shows a wrong token no rental, private too', async () => {
    const wrong = await page(`/en/rental/${'x'.repeat(43)}`).expect(200);
    expect(shownTitle(wrong.text)).toBeUndefined();
    expect(wrong.text).not.toContain(SHIPPING.name);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
  });
});
