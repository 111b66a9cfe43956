import { afterAll, beforeAll, describe, it } from '@jest/globals';
import fc from 'fast-check';
import { offerBody, offerDriver, type OfferDriver } from '../support/offers.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectHandled, FUZZ_RUNS, pathSegment } from './support/fuzz-requests.js';
import { hostileString, mutatedBody } from './support/hostile-values.js';

/**
 * The offer routes (issue 31) get bodies near a valid one and tokens that are not tokens: never a
 * 5xx, and a refused request leaves every table as it was (the admin's too: a bad offer writes nothing).
 */
describe('fuzzing the offer routes', () => {
  let testApp: TestApp;
  let admin: string;
  let offers: OfferDriver;
  let token: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    admin = await adminSession(testApp, 'fuzz-admin@example.be');
    offers = await offerDriver(testApp, admin);
    const created = await offers.create(offerBody(offers.productId));
    await offers.send(created.body.id as string);
    token = await offers.tokenOf(created.body.id as string);
  });
  afterAll(async () => testApp?.close());
  const run = <Values extends unknown[]>(property: fc.IAsyncProperty<Values>): Promise<void> => fc.assert(property, { numRuns: FUZZ_RUNS });

  it('POST /api/admin/offers', async () => {
    await run(fc.asyncProperty(mutatedBody(offerBody(offers.productId) as Record<string, unknown>), async (body) => {
      await expectHandled(testApp, 'POST', '/api/admin/offers', body, { Cookie: admin });
    }));
  });

  it('POST /api/offers/{token}/decline and /request-new', async () => {
    await run(fc.asyncProperty(mutatedBody({ reason: 'Te duur', lang: 'nl' }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/offers/${token}/decline`, body);
    }));
    await run(fc.asyncProperty(mutatedBody({ message: 'Graag met drie', lang: 'nl' }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/offers/${token}/request-new`, body);
    }));
  });

  it('POST /api/offers/{token}/accept', async () => {
    await run(fc.asyncProperty(mutatedBody({ name: 'Jan Peeters', accepted: true, revision: 1, paymentMethod: 'bank_transfer', lang: 'nl' }), async (body) => {
      await expectHandled(testApp, 'POST', `/api/offers/${token}/accept`, body);
    }));
  });

  it('offer links whose token is not a token', async () => {
    await run(fc.asyncProperty(hostileString, async (text) => {
      const segment = pathSegment(text) || '%20';
      await expectHandled(testApp, 'GET', `/api/offers/${segment}`);
      await expectHandled(testApp, 'GET', `/api/offers/${segment}/pdf`);
      await expectHandled(testApp, 'POST', `/api/offers/${segment}/accept`, { name: 'A', accepted: true, revision: 1, paymentMethod: 'bank_transfer' });
      await expectHandled(testApp, 'GET', `/api/admin/offers/${segment}`, undefined, { Cookie: admin });
    }));
  });
});
