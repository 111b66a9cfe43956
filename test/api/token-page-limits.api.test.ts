import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { OFFER_LINK_RATE_LIMIT } from '../../api/offers/offers.controller.js';
import { buildServerRendering } from '../support/server-render-build.js';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The number as the page shows it (web/src/features/offer/offer-page.tsx). */
const shownNumber = (html: string): string | undefined => /data-testid="offer-number">([^<]*)</.exec(html)?.[1];
const madeUpToken = (index: number): string => `${'x'.repeat(40)}${String(index).padStart(3, '0')}`;

/**
 * The offer and rental pages are rendered by the server asking its own API from its own address:
 * those asks are never counted against the server, so one visitor guessing tokens is limited on
 * the pages themselves, and every other customer's page still renders (issue 37).
 */
describe('the secret-link pages are limited by the visitor, never by the server', () => {
  let testApp: TestApp;
  let offers: OfferDriver;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
    offers = await offerDriver(testApp, await adminSession(testApp, 'token-limits-admin@example.be'));
  }, 120_000);
  afterAll(async () => testApp?.close());

  const pageFrom = (address: string, path: string) => request(testApp.server).get(path).set('Accept-Encoding', 'identity').set('X-Forwarded-For', address);

  it("renders a customer's offer after another visitor asked for made-up tokens past the limit, and refuses that visitor", async () => {
    const created = await offers.create(offerBody(offers.productId)).expect(201);
    const { id, number } = created.body as { id: string; number: string };
    await offers.send(id).expect(200);
    const token = await offers.tokenOf(id);

    for (let index = 0; index <= OFFER_LINK_RATE_LIMIT; index += 1) await pageFrom('198.51.100.31', `/en/offer/${madeUpToken(index)}`);

    const customer = await pageFrom('203.0.113.32', `/en/offer/${token}`).expect(200);
    expect(shownNumber(customer.text)).toBe(number);

    const refused = await pageFrom('198.51.100.31', `/en/offer/${madeUpToken(99)}`).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.text).toContain('Too many requests, please try again in a minute.');
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('limits the rental pages by the visitor too, in the language of the page', async () => {
    for (let index = 0; index < OFFER_LINK_RATE_LIMIT; index += 1) await pageFrom('198.51.100.33', `/nl/rental/${madeUpToken(index)}`).expect(200);
    const refused = await pageFrom('198.51.100.33', `/nl/rental/${madeUpToken(99)}`).expect(429);
    expect(refused.text).toContain('Te veel verzoeken. Probeer het over een minuut opnieuw.');
    await pageFrom('203.0.113.34', `/nl/rental/${madeUpToken(1)}`).expect(200);
  });

  it("does not let a visitor pass the server's own render header", async () => {
    for (let index = 0; index <= OFFER_LINK_RATE_LIMIT; index += 1) {
      const answer = await request(testApp.server).get(`/api/offers/${madeUpToken(index)}?lang=en`).set('X-Forwarded-For', '198.51.100.35').set('X-Shop-Render', 'guessed');
      expect(answer.status).toBe(index < OFFER_LINK_RATE_LIMIT ? 404 : 429);
    }
  });
});
