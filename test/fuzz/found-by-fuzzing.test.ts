import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectHandled } from './support/fuzz-requests.js';
import { rowCounts } from './support/row-counts.js';

/** Counterexamples the fuzzers found, kept as plain examples so they stay fixed. */
describe('requests the fuzzers found answering 500', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
  });
  afterAll(async () => testApp?.close());

  it.each([
    ['a null id', { id: null, object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_sim_x' } } }],
    ['an empty id', { id: '', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_sim_x' } } }],
    ['a numeric type', { id: 'evt_fuzz_type', object: 'event', type: 7, data: { object: {} } }],
    ['no data', { id: 'evt_fuzz_data', object: 'event', type: 'checkout.session.completed' }],
  ])('refuses a correctly signed Stripe event with %s: 400, nothing recorded', async (_name, event) => {
    const payload = JSON.stringify(event);
    const before = await rowCounts(testApp.shop.database.dataSource);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: testApp.shop.config.payments.webhookSecret });
    const answer = await expectHandled(testApp, 'POST', '/api/payments/stripe/webhook', payload, { 'Stripe-Signature': signature });
    expect(answer.status).toBe(400);
    expect(await rowCounts(testApp.shop.database.dataSource)).toBe(before);
  });
});

describe('NUL characters the fuzzers sent in URLs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false });
  });
  afterAll(async () => testApp?.close());

  it.each([
    ['a path value', '/api/products/a%00b/slugs', 'path'],
    ['a product slug', '/api/products/a%00b', 'path'],
    ['a query value', '/api/products?search=a%00b', 'search'],
    ['a query name', '/api/products?a%00b=1', 'query'],
  ])('refuses %s holding NUL with 400 naming where it was', async (_name, path, field) => {
    const answer = await expectHandled(testApp, 'GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, errors: [{ field }] });
  });
});
