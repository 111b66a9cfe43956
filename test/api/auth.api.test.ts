import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PASSWORD = 'correct horse battery';

describe('accounts through HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const outboxTo = async (to: string): Promise<{ subject: string; text_body: string }[]> =>
    testApp.shop.database.dataSource.query(`SELECT subject, text_body FROM email_outbox WHERE to_address = $1 ORDER BY created_at`, [to]);
  const tokenIn = (text: string, parameter: string): string => {
    const match = new RegExp(`${parameter}=([A-Za-z0-9_-]+)`).exec(text);
    if (match?.[1] === undefined) throw new Error(`no ${parameter} in ${text}`);
    return match[1];
  };
  const sessionCookie = (response: request.Response): string => {
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const cookie = cookies.find((value) => value.startsWith('session='));
    if (cookie === undefined) throw new Error('no session cookie');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    return cookie.split(';')[0] ?? '';
  };

  it('signs up with a verification email, refuses sign-in until the link is followed, then signs in', async () => {
    const email = 'new.customer@example.be';
    const signUp = await request(testApp.server).post('/api/auth/sign-up').send({ email, password: PASSWORD, lang: 'nl' }).expect(202);
    expect(signUp.body.message).toBe('Controleer je e-mail om je account te bevestigen');
    const [verification] = await outboxTo(email);
    expect(verification?.subject).toBe('Bevestig je e-mailadres');

    const early = await request(testApp.server).post('/api/auth/sign-in').send({ email, password: PASSWORD, lang: 'en' }).expect(403);
    expect(early.body.message).toBe('Please confirm your email address first, with the link we sent you.');

    const token = tokenIn(verification?.text_body ?? '', 'token');
    const verify = await request(testApp.server).get(`/api/auth/verify-email?token=${token}&lang=nl`).expect(302);
    expect(verify.headers['location']).toBe('/nl/auth?verified=1');
    await request(testApp.server).get(`/api/auth/verify-email?token=${token}&lang=nl`).expect(302, /verified=0/);

    const signIn = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'New.Customer@example.be ', password: PASSWORD, lang: 'en' }).expect(200);
    expect(signIn.body).toMatchObject({ message: 'You have been logged in successfully.', user: { email, roles: [] } });
    const cookie = sessionCookie(signIn);
    expect((await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(200)).body.user.email).toBe(email);

    await request(testApp.server).post('/api/auth/sign-out').set('Cookie', cookie).expect(200);
    await request(testApp.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('answers sign-up for a known address exactly as for a new one and tells the owner by email', async () => {
    const email = 'known@example.be';
    const first = await request(testApp.server).post('/api/auth/sign-up').send({ email, password: PASSWORD, lang: 'en' }).expect(202);
    const second = await request(testApp.server).post('/api/auth/sign-up').send({ email, password: 'another password', lang: 'en' }).expect(202);
    expect(second.body).toEqual(first.body);
    expect((await outboxTo(email)).map((mail) => mail.subject)).toEqual(['Confirm your email address', 'You already have an account']);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const unknown = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'nobody@example.be', password: PASSWORD, lang: 'de' }).expect(401);
    const wrong = await request(testApp.server).post('/api/auth/sign-in').send({ email: 'known@example.be', password: 'wrong password!', lang: 'de' }).expect(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
  });

  it('asks for both fields with the spec message, naming them', async () => {
    const response = await request(testApp.server).post('/api/auth/sign-in').send({ lang: 'en' }).expect(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual(['email', 'password']);
    expect(response.body.message).toBe('Invalid input.');
    expect(response.body.errors[0].message).toBe('You must provide either an email or phone number and a password');
  });

  it('resets a password by emailed link, once, and ends old sessions', async () => {
    const email = 'reset.me@example.be';
    await testApp.shop.accounts.createAdmin(email, PASSWORD);
    const session = sessionCookie(await request(testApp.server).post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200));
    const answer = await request(testApp.server).post('/api/auth/password-reset').send({ email, lang: 'fr' }).expect(202);
    const unknown = await request(testApp.server).post('/api/auth/password-reset').send({ email: 'ghost@example.be', lang: 'fr' }).expect(202);
    expect(unknown.body).toEqual(answer.body);
    const [mail] = await outboxTo(email);
    const token = tokenIn(mail?.text_body ?? '', 'resetToken');
    await request(testApp.server).post('/api/auth/password-reset/confirm').send({ token, password: 'a brand new password' }).expect(200);
    await request(testApp.server).post('/api/auth/password-reset/confirm').send({ token, password: 'yet another password' }).expect(400);
    await request(testApp.server).get('/api/auth/me').set('Cookie', session).expect(401);
    await request(testApp.server).post('/api/auth/sign-in').send({ email, password: 'a brand new password' }).expect(200);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const session = sessionCookie(await request(testApp.server).post('/api/auth/sign-in').send({ email: 'reset.me@example.be', password: 'a brand new password' }).expect(200));
    await request(testApp.server).post('/api/auth/sign-out').set('Cookie', session).set('Origin', 'https://evil.example').expect(403);
    await request(testApp.server).get('/api/auth/me').set('Cookie', session).expect(200);
  });
});
