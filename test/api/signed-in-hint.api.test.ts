import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PASSWORD = 'a long hint password';

const setCookies = (response: request.Response): string[] => ([] as string[]).concat(response.headers['set-cookie'] ?? []);
const cookieNamed = (response: request.Response, name: string): string | undefined => setCookies(response).find((value) => value.startsWith(`${name}=`));
const expiresOf = (cookie: string): string | undefined => /Expires=([^;]+)/.exec(cookie)?.[1];

describe('the signed-in hint cookie', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
    await testApp.shop.accounts.createAdmin('hint@example.be', PASSWORD);
  });
  afterAll(async () => testApp?.close());

  it('is set readable by scripts next to the session cookie, with the same lifetime and SameSite', async () => {
    const signIn = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'hint@example.be', password: PASSWORD }).expect(200);
    const session = cookieNamed(signIn, 'session');
    const hint = cookieNamed(signIn, 'signed-in');
    expect(session).toBeDefined();
    // An admin's session: the page's render reserves the admin's footer column for it (it grants nothing).
    expect(hint).toMatch(/^signed-in=admin;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).toMatch(/Path=\//);
    expect(expiresOf(hint ?? '')).toBe(expiresOf(session ?? ''));
    expect(expiresOf(hint ?? '')).toBeDefined();
  });

  it('is not set by a refused sign-in', async () => {
    const refused = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'hint@example.be', password: 'a wrong password' }).expect(401);
    expect(cookieNamed(refused, 'signed-in')).toBeUndefined();
  });

  it('is cleared at sign-out together with the session', async () => {
    const signIn = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'hint@example.be', password: PASSWORD }).expect(200);
    const session = (cookieNamed(signIn, 'session') ?? '').split(';')[0] ?? '';
    const signOut = await request(testApp.server).post('/api/auth/sign-out').set('Cookie', `${session}; signed-in=1`).expect(200);
    const cleared = cookieNamed(signOut, 'signed-in');
    expect(cleared).toMatch(/^signed-in=;/);
    expect(new Date(expiresOf(cleared ?? '') ?? '').getTime()).toBeLessThan(Date.now());
    expect(cookieNamed(signOut, 'session')).toMatch(/^session=;/);
  });
});
