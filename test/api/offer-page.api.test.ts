import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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

  it('shows a wrong token no offer, private too', async () => {
    const wrong = await page(`/en/offer/${'x'.repeat(43)}`).expect(200);
    expect(shownNumber(wrong.text)).toBeUndefined();
    expect(wrong.text).not.toContain('Jan Peeters');
    expect(wrong.headers['cache-control']).toBe('private, no-store');
  });
});
