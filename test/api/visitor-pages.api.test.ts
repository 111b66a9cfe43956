import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The cookie banner as the server renders it (web/src/features/cookies/components/cookie-banner.tsx, English). */
const BANNER = 'aria-label="Cookie consent"';
const DECIDED = 'cookie-consent=necessary.analytics';

/** Pages as the server renders them for a visitor's cookies: the consent decides whether the banner is in the HTML, and each variant is kept apart. */
describe('pages rendered for the visitor', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const get = (path: string, cookie?: string) => {
    const call = request(testApp.server).get(path).set('Accept-Encoding', 'identity');
    return cookie === undefined ? call : call.set('Cookie', cookie);
  };

  it('renders the cookie banner without a stored choice, none with one, and the banner again for an unreadable one', async () => {
    for (const path of ['/en', '/en/cart', '/en/no-such-page']) {
      const status = path === '/en/no-such-page' ? 404 : 200;
      expect({ path, banner: (await get(path).expect(status)).text.includes(BANNER) }).toEqual({ path, banner: true });
      expect({ path, banner: (await get(path, `other=1; ${DECIDED}`).expect(status)).text.includes(BANNER) }).toEqual({ path, banner: false });
      expect({ path, banner: (await get(path, 'cookie-consent=yes').expect(status)).text.includes(BANNER) }).toEqual({ path, banner: true });
    }
  });

  it('keeps one answer per consent state: different ETags, and each variant answered right the second time', async () => {
    const open = await get('/en/faq').expect(200);
    const decided = await get('/en/faq', DECIDED).expect(200);
    expect(open.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(decided.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(open.headers['etag']).not.toBe(decided.headers['etag']);
    expect(open.text).toContain(BANNER);
    expect(decided.text).not.toContain(BANNER);

    for (let round = 0; round < 2; round += 1) {
      const openAgain = await get('/en/faq').expect(200);
      const decidedAgain = await get('/en/faq', 'cookie-consent=necessary').expect(200);
      expect(openAgain.text).toBe(open.text);
      expect(openAgain.headers['etag']).toBe(open.headers['etag']);
      expect(decidedAgain.text).toBe(decided.text);
      expect(decidedAgain.headers['etag']).toBe(decided.headers['etag']);
      expect(decidedAgain.headers['vary']).toBe('Cookie, Accept-Encoding');
    }
    // A validator of one variant does not stand for the other.
    await get('/en/faq', DECIDED).set('If-None-Match', String(decided.headers['etag'])).expect(304);
    await get('/en/faq').set('If-None-Match', String(decided.headers['etag'])).expect(200);
  });
});
