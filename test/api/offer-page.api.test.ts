import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { addDays } from '../../domain/offers/offer-validity.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { buildServerRendering } from '../support/server-render-build.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The number as the page shows it (web/src/features/offer/offer-page.tsx). */
const shownNumber = (html: string): string | undefined => /data-testid="offer-number">([^<]*)</.exec(html)?.[1];

/**
 * The customer's offer page as the server sends it (issue 31): rendered with the offer its link's
 * token opens, for that visitor alone (private, never kept, never answered ahead of the app), and
 * kept out of search engines.
 */
describe('the offer page rendered on the server', () => {
  let testApp: TestApp;
  let offers: OfferDriver;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
    offers = await offerDriver(testApp, await adminSession(testApp, 'offer-page-admin@example.be'));
  }, 120_000);
  afterAll(async () => testApp?.close());

  const page = (path: string) => request(testApp.server).get(path).set('Accept-Encoding', 'identity').set('X-Forwarded-For', '198.51.100.77');

  it('renders the offer with its token, private and noindex, and anew on every request (a decline shows at once)', async () => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    const { id, number } = created.body as { id: string; number: string };
    await offers.send(id).expect(200);
    const token = await offers.tokenOf(id);

    const first = await page(`/en/offer/${token}`).expect(200);
    expect(shownNumber(first.text)).toBe(number);
    expect(first.text).toContain('Levering binnen twee weken.');
    expect(first.text).toContain('<meta name="robots" content="noindex">');
    expect(first.text).not.toContain('hreflang');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.text).not.toContain('data-testid="offer-closed"');

    await offers.customer().post(`/api/offers/${token}/decline?lang=en`).send({ reason: 'Too far' }).expect(200);
    const again = await page(`/en/offer/${token}`).expect(200);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(shownNumber(again.text)).toBe(number);
    expect(again.text).toContain('data-testid="offer-closed"');
    expect(again.text).toContain('This offer was declined. Feel free to ask for a new offer.');
  });

  it('closes the links of an offer expired or declined longer than OFFER_LINK_DAYS (60) ago: an expired link answers as ended', async () => {
    const db = testApp.shop.database.dataSource;
    const today = belgianDay(new Date());
    const sentOffer = async (): Promise<{ id: string; token: string }> => {
      const { id } = (await offers.create(offerBody(offers.productId)).expect(201)).body as { id: string };
      await offers.send(id).expect(200);
      return { id, token: await offers.tokenOf(id) };
    };
    const ended = 'This offer has ended and its link no longer opens it. Feel free to ask us for a new offer.';

    // Expired: its last valid day moved back (a sent revision is never changed by the shop; the test steps around the trigger).
    const expired = await sentOffer();
    const lastValidDay = async (day: string): Promise<void> => {
      await db.query(`ALTER TABLE offer_revisions DISABLE TRIGGER offer_revisions_stay_as_sent`);
      await db.query(`UPDATE offer_revisions SET valid_until = $2::date WHERE offer_id = $1`, [expired.id, day]);
      await db.query(`ALTER TABLE offer_revisions ENABLE TRIGGER offer_revisions_stay_as_sent`);
    };
    await lastValidDay(addDays(today, -60));
    expect((await offers.customer().get(`/api/offers/${expired.token}`).expect(200)).body).toMatchObject({ status: 'expired' });
    await lastValidDay(addDays(today, -61));
    expect((await offers.customer().get(`/api/offers/${expired.token}?lang=en`).expect(404)).body.message).toBe(ended);
    await offers.customer().get(`/api/offers/${expired.token}/pdf`).expect(404);
    const closedPage = await page(`/en/offer/${expired.token}`).expect(200);
    expect(shownNumber(closedPage.text)).toBeUndefined();
    expect(closedPage.text).not.toContain('Jan Peeters');

    // Declined: the decline dated back.
    const declined = await sentOffer();
    await offers.customer().post(`/api/offers/${declined.token}/decline?lang=en`).send({}).expect(200);
    const declinedDaysAgo = (days: number) => db.query(`UPDATE offer_events SET at = now() - make_interval(days => $2) WHERE offer_id = $1 AND status = 'declined'`, [declined.id, days]);
    await declinedDaysAgo(58);
    await offers.customer().get(`/api/offers/${declined.token}`).expect(200);
    await declinedDaysAgo(62);
    expect((await offers.customer().get(`/api/offers/${declined.token}?lang=en`).expect(404)).body.message).toBe(ended);
    await offers.customer().post(`/api/offers/${declined.token}/request-new?lang=en`).send({}).expect(404);
  });

  it('shows a wrong token no offer, private too', async () => {
    const wrong = await page(`/en/offer/${'x'.repeat(43)}`).expect(200);
    expect(shownNumber(wrong.text)).toBeUndefined();
    expect(wrong.text).not.toContain('Jan Peeters');
    expect(wrong.headers['cache-control']).toBe('private, no-store');
  });
});
