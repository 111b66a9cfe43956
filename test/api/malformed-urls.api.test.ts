import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** `%E0%A4%A`: the first two bytes of a three-byte UTF-8 character, then half an escape. */
const BROKEN = '%E0%A4%A';

/** A URL that cannot be percent-decoded is the client's mistake: the 404 page for a page, 400 naming the part for the API, never a 500. */
describe('URLs with a broken percent-encoding', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
  }, 120_000);
  afterAll(async () => testApp?.close());

  it.each([`/nl/container/${BROKEN}`, `/de/blog/${BROKEN}`, `/fr/pages/${BROKEN}`, '/en/container/%', '/nl/container/a%2', `/nl/no-such-page/${BROKEN}`])('%s answers the not-found page', async (path) => {
    for (let time = 0; time < 2; time += 1) {
      // The second time, a kept answer may go out ahead of the app: the same page.
      const page = await request(testApp.server).get(path).expect(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
    }
  });

  it('a page with a broken query parameter is the page (the parameter is not one it reads)', async () => {
    const page = await request(testApp.server).get(`/nl/container?utm_content=50%&size=${BROKEN}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a media path that cannot be decoded names no file: 404', async () => {
    await request(testApp.server).get(`/media/${BROKEN}`).expect(404);
  });

  it('a media name longer than storage allows names no file: 404 (the file system refused it with a 500)', async () => {
    await request(testApp.server).get(`/media/%7F${'a'.repeat(600)}/a`).expect(404);
    await request(testApp.server).get(`/media/${'b/'.repeat(600)}c`).expect(404);
  });

  it('a path without a language that names no page is the not-found page, not a redirect whose Location outgrows a header', async () => {
    for (const path of [`/${'%'.repeat(6000)}/a/%E2%80%A8`, `/${'x'.repeat(3000)}`, `/${BROKEN}`]) {
      const page = await request(testApp.server).get(path).expect(404);
      expect(page.headers.location).toBeUndefined();
      expect(page.text).toContain('<div id="root">');
    }
    await request(testApp.server).get('/some-page').expect(302).expect('Location', '/nl/some-page');
  });

  it('an API path answers 400 naming the path, in the language asked for', async () => {
    for (const path of [`/api/products/${BROKEN}`, `/api/blog/${BROKEN}/slugs`, `/api/products${BROKEN}`, `/api/landing-pages/%`]) {
      const answer = await request(testApp.server).get(path).set('Accept-Language', 'de').expect(400);
      expect(answer.body).toEqual({
        statusCode: 400,
        message: 'Die Adresse enthält eine ungültige Prozent-Kodierung.',
        errors: [{ field: 'path', message: 'Die Adresse enthält eine ungültige Prozent-Kodierung.' }],
      });
    }
  });

  it('an API query parameter answers 400 naming the parameter, in its `lang`', async () => {
    const value = await request(testApp.server).get(`/api/faq?lang=en&q=${BROKEN}`).expect(400);
    expect(value.body).toEqual({
      statusCode: 400,
      message: 'The address contains an invalid percent-encoding.',
      errors: [{ field: 'q', message: 'The address contains an invalid percent-encoding.' }],
    });
    const name = await request(testApp.server).get(`/api/blog?${BROKEN}=1`).expect(400);
    expect(name.body.errors).toEqual([{ field: BROKEN, message: 'Het adres bevat een ongeldige procentcodering.' }]);
  });

  it('a session cookie that cannot be decoded is no session: 401', async () => {
    await request(testApp.server).get('/api/auth/me').set('Cookie', `session=${BROKEN}`).expect(401);
  });
});
