import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SIGN_IN_RATE_LIMIT } from '../../api/http/rate-limits.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A rate-limited route that does no work for an unknown address (SIGN_IN_RATE_LIMIT a minute per client address). */
const askReset = (testApp: TestApp, forwardedFor: string) =>
  request(testApp.server).post('/api/auth/password-reset').set('X-Forwarded-For', forwardedFor).send({ email: 'nobody@example.be', lang: 'en' });

const statusesFrom = async (testApp: TestApp, addresses: readonly string[]): Promise<number[]> => {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await askReset(testApp, address)).status);
  return statuses;
};

const distinctAddresses = (count: number): string[] => Array.from({ length: count }, (_, index) => `203.0.113.${index + 1}`);

describe('TRUST_PROXY decides whose X-Forwarded-For the rate limits believe', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('ignores X-Forwarded-For from a client outside the trusted range: one budget for all', async () => {
    testApp = await startTestApp({ seedDemo: false, env: { TRUST_PROXY: '10.0.0.0/8' } });
    const statuses = await statusesFrom(testApp, distinctAddresses(SIGN_IN_RATE_LIMIT + 2));
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(SIGN_IN_RATE_LIMIT)).toEqual([429, 429]);
    const refused = await request(testApp.server).post('/api/auth/password-reset').send({ email: 'nobody@example.be', lang: 'nl' }).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: 'Te veel verzoeken. Probeer het over een minuut opnieuw.' });
  });

  it('uses the forwarded address when the client is a trusted proxy: a budget per forwarded address', async () => {
    testApp = await startTestApp({ seedDemo: false, env: { TRUST_PROXY: '127.0.0.0/8' } });
    const statuses = await statusesFrom(testApp, distinctAddresses(SIGN_IN_RATE_LIMIT + 2));
    expect(statuses.every((status) => status === 202)).toBe(true);
    const oneAddress = await statusesFrom(testApp, Array.from({ length: SIGN_IN_RATE_LIMIT }, () => '198.51.100.7'));
    expect(oneAddress.every((status) => status === 202)).toBe(true);
    expect((await askReset(testApp, '198.51.100.7')).status).toBe(429);
    expect((await askReset(testApp, '198.51.100.8')).status).toBe(202);
  });

  it('counts hops: with 1, the last forwarded address is the client', async () => {
    testApp = await startTestApp({ seedDemo: false, env: { TRUST_PROXY: '1' } });
    const spoofedFirst = distinctAddresses(SIGN_IN_RATE_LIMIT + 1).map((spoofed) => `${spoofed}, 192.0.2.10`);
    const statuses = await statusesFrom(testApp, spoofedFirst);
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT).every((status) => status === 202)).toBe(true);
    expect(statuses[SIGN_IN_RATE_LIMIT]).toBe(429);
  });
});
