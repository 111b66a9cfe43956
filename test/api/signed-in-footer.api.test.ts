import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DECIDED = 'cookie-consent=necessary';
const ADMIN_SCREEN_PATHS = ['/en/container', '/en/container/admin/new', '/en/admin/blog', '/en/admin/landing-pages', '/en/admin/faq', '/en/admin/home', '/en/admin/redirects', '/en/admin/inbox'];

/** The footer's account column as the server sent it: the element around `<section aria-labelledby="footer-admin">`, and the section. */
const accountColumnOf = (html: string): { readonly wrapper: string; readonly section: string } | null => {
  const match = /<div([^>]*)><section aria-labelledby="footer-admin">([\s\S]*?)<\/section><\/div>/.exec(html);
  return match === null ? null : { wrapper: match[1] ?? '', section: match[2] ?? '' };
};

/**
 * The footer's admin links are in the server's HTML from the first paint when the signed-in hint
 * says so, reserved (invisible and inert) until the browser's session check confirms them: the
 * hint proves nothing, so the server shows nothing usable by it.
 */
describe('the footer account column in the server-rendered page', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const get = (path: string, cookie: string) => request(testApp.server).get(path).set('Accept-Encoding', 'identity').set('Cookie', cookie).expect(200);

  it('is not in an anonymous visitor\'s page', async () => {
    expect(accountColumnOf((await get('/en', DECIDED)).text)).toBeNull();
    expect((await get('/en/faq', DECIDED)).text).not.toContain('footer-admin');
  });

  it('is reserved in place for an admin\'s hint, with every admin screen, hidden and inert until the session confirms it', async () => {
    for (const path of ['/en', '/en/faq']) {
      const column = accountColumnOf((await get(path, `${DECIDED}; signed-in=admin`)).text);
      expect({ path, found: column !== null }).toEqual({ path, found: true });
      expect(column?.wrapper).toMatch(/\binert=""/);
      expect(column?.wrapper).toMatch(/class="[^"]*\binvisible\b/);
      expect(column?.section).toContain('>Admin</h2>');
      for (const href of ADMIN_SCREEN_PATHS) expect(column?.section).toContain(`href="${href}"`);
      expect(column?.section).toContain('Sign out');
    }
  });

  it('is reserved as the Account column (Sign out only) for another signed-in user\'s hint', async () => {
    const column = accountColumnOf((await get('/en', `${DECIDED}; signed-in=1`)).text);
    expect(column?.wrapper).toMatch(/\binert=""/);
    expect(column?.section).toContain('>Account</h2>');
    expect(column?.section).toContain('Sign out');
    expect(column?.section).not.toContain('href=');
  });

  it('keeps each hint\'s page apart: the anonymous page never carries the column, and each variant is answered the same again', async () => {
    const anonymous = await get('/en/leasing', DECIDED);
    const admin = await get('/en/leasing', `${DECIDED}; signed-in=admin`);
    const user = await get('/en/leasing', `${DECIDED}; signed-in=1`);
    expect(new Set([anonymous.headers['etag'], admin.headers['etag'], user.headers['etag']]).size).toBe(3);
    expect(accountColumnOf((await get('/en/leasing', DECIDED)).text)).toBeNull();
    expect((await get('/en/leasing', `${DECIDED}; signed-in=admin`)).text).toBe(admin.text);
  });

  it('grants nothing: the hint alone is no session', async () => {
    await request(testApp.server).get('/api/auth/me').set('Cookie', 'signed-in=admin').expect(401);
  });
});
