import request from 'supertest';
import type { TestApp } from './test-app.js';

const PASSWORD = 'a long test password';

const signIn = async (testApp: TestApp, email: string): Promise<string> => {
  const response = await request(testApp.server).post('/api/auth/sign-in').send({ email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((value) => value.startsWith('session='));
  if (cookie === undefined) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
};

/** The Cookie header of a signed-in admin. */
export const adminSession = async (testApp: TestApp, email = 'admin@example.be'): Promise<string> => {
  const created = await testApp.shop.accounts.createAdmin(email, PASSWORD);
  if (!created.ok) throw new Error('could not create the test admin');
  return signIn(testApp, email);
};

/** The Cookie header of a signed-in customer without any role. */
export const customerSession = async (testApp: TestApp, email = 'customer@example.be'): Promise<string> => {
  await request(testApp.server).post('/api/auth/sign-up').send({ email, password: PASSWORD, lang: 'en' }).expect(202);
  await testApp.shop.database.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE email = $1`, [email]);
  return signIn(testApp, email);
};
