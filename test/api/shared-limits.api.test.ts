import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ORDER_RATE_LIMIT } from '../../api/http/rate-limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 19 through HTTP: limits shared by two instances on one database, and the per-account sign-in backoff. */
describe('limits that hold across instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp({ joinRunningShop: true });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('lets one address through the order route only as often as the one budget allows, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < ORDER_RATE_LIMIT + 6; index += 1) {
      const instance = index % 2 === 0 ? first : second;
      statuses.push((await request(instance.server).post('/api/orders').set('X-Forwarded-For', '198.51.100.23').send({ cartId: 'not-a-cart' })).status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(ORDER_RATE_LIMIT);
    const refusedBy = [statuses.filter((status, index) => index % 2 === 0 && status === 429).length, statuses.filter((status, index) => index % 2 === 1 && status === 429).length];
    expect(refusedBy.every((count) => count > 0)).toBe(true);
    const limited = await request(second.server).post('/api/orders?lang=fr').set('X-Forwarded-For', '198.51.100.23').send({ cartId: 'not-a-cart' }).expect(429);
    expect(limited.body.message).toBe('Trop de requêtes. Veuillez réessayer dans une minute.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address of the same IPv6 /64 shares the budget; another network does not.
    for (let index = 0; index < ORDER_RATE_LIMIT; index += 1) await request(first.server).post('/api/orders').set('X-Forwarded-For', `2001:db8:7:7::${index + 1}`).send({});
    await request(second.server).post('/api/orders').set('X-Forwarded-For', '2001:db8:7:7:ffff::1').send({}).expect(429);
    await request(second.server).post('/api/orders').set('X-Forwarded-For', '2001:db8:7:8::1').send({}).expect(400);
  });

  it('locks an account after repeated wrong passwords from many addresses, answering exactly as for an unknown address, and tells the owner', async () => {
    const created = await first.shop.accounts.createAdmin('locked@example.be', 'the right long password');
    expect(created.ok).toBe(true);
    let address = 0;
    const signIn = (instance: TestApp, email: string, password: string) => {
      address += 1;
      return request(instance.server).post('/api/auth/sign-in?lang=en').set('X-Forwarded-For', `203.0.113.${address}`).send({ email, password });
    };
    const unknown = await signIn(first, 'nobody@example.be', 'a wrong long password');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(attempt % 2 === 0 ? first : second, 'locked@example.be', 'a wrong long password');
      expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    }
    const rightButLocked = await signIn(second, 'locked@example.be', 'the right long password');
    expect([rightButLocked.status, rightButLocked.body]).toEqual([unknown.status, unknown.body]);
    expect(rightButLocked.headers['set-cookie']).toBeUndefined();
    const mails: { subject: string }[] = await first.shop.database.dataSource.query(`SELECT subject FROM email_outbox WHERE to_address = 'locked@example.be'`);
    expect(mails.map((mail) => mail.subject)).toEqual(['Sign-in to your account temporarily locked']);
    expect(await first.shop.database.dataSource.query(`SELECT count(*)::int AS n FROM sign_in_failures WHERE account_key LIKE '%@%'`)).toEqual([{ n: 0 }]);
  });
});
