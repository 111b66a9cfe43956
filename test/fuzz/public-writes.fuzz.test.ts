import { afterAll, beforeAll, describe, it } from '@jest/globals';
import fc from 'fast-check';
import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectHandled, FUZZ_RUNS, pathSegment, send } from './support/fuzz-requests.js';
import { hostileString, hostileValue, mutatedBody } from './support/hostile-values.js';
import { SHIPPING as ADDRESS } from '../support/order-request.js';

/**
 * Every public POST/PATCH endpoint gets bodies near a valid one (fields
 * replaced by hostile values, removed or added) and path parameters that are
 * not ids. None may answer 5xx; a refused one may not leave a row behind.
 */
describe('fuzzing the public writes', () => {
  let testApp: TestApp;
  let productId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const [row] = await testApp.shop.database.dataSource.query(
      `SELECT product_id FROM product_translations WHERE language = 'en' AND slug = 'shipping-container-20ft-new'`,
    );
    productId = row.product_id;
  });
  afterAll(async () => testApp?.close());

  const validItem = (): Record<string, unknown> => ({
    productId,
    condition: 'new',
    quantity: 1,
    colorType: 'from_stack',
    transport: { option: 'truck', country: 'BE', postcode: '1000' },
    lang: 'en',
  });
  const newCart = async (): Promise<string> => ((await send(testApp, 'POST', '/api/carts')).body as { id: string }).id;
  const filledCart = async (): Promise<{ cartId: string; itemId: string }> => {
    const cartId = await newCart();
    const cart = (await send(testApp, 'POST', `/api/carts/${cartId}/items`, validItem())).body as { items: { id: string }[] };
    return { cartId, itemId: cart.items[0]?.id ?? '' };
  };
  const run = <Values extends unknown[]>(property: fc.IAsyncProperty<Values>): Promise<void> => fc.assert(property, { numRuns: FUZZ_RUNS });

  it('POST /api/carts/{id}/items', async () => {
    await run(
      fc.asyncProperty(mutatedBody(validItem()), async (body) => {
        await expectHandled(testApp, 'POST', `/api/carts/${await newCart()}/items`, body);
      }),
    );
  });

  it('PATCH /api/carts/{id}/items/{itemId}', async () => {
    await run(
      fc.asyncProperty(mutatedBody({ quantity: 2 }), async (body) => {
        const { cartId, itemId } = await filledCart();
        await expectHandled(testApp, 'PATCH', `/api/carts/${cartId}/items/${itemId}`, body);
      }),
    );
  });

  it('cart routes with ids that are not ids', async () => {
    await run(
      fc.asyncProperty(hostileString, hostileString, async (cartId, itemId) => {
        const path = `/api/carts/${pathSegment(cartId)}`;
        await expectHandled(testApp, 'POST', `${path}/items`, validItem());
        await expectHandled(testApp, 'PATCH', `${path}/items/${pathSegment(itemId)}`, { quantity: 1 });
      }),
    );
  });

  it('POST /api/orders', async () => {
    const validOrder = { cartId: 'replaced per run', lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: ADDRESS, billingAddress: { ...ADDRESS, name: 'Bedrijf BV' } };
    await run(
      fc.asyncProperty(mutatedBody(validOrder), async (body) => {
        const { cartId } = await filledCart();
        const withCart = typeof body === 'object' && body !== null && !Array.isArray(body) && (body as { cartId?: unknown }).cartId === validOrder.cartId ? { ...body, cartId } : body;
        await expectHandled(testApp, 'POST', '/api/orders', withCart);
      }),
    );
  });

  it('POST /api/quotes', async () => {
    const validQuote = { productId, customerName: 'Jan Peeters', email: 'jan@example.be', quantityRequested: 1, condition: 'new', colorType: 'from_stack', lang: 'en' };
    await run(fc.asyncProperty(mutatedBody(validQuote), async (body) => void (await expectHandled(testApp, 'POST', '/api/quotes', body))));
  });

  it('POST /api/contact', async () => {
    const validMessage = { source: 'contact_page', name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', subject: 'Levering', message: 'Wanneer kan een container geleverd worden?', lang: 'nl' };
    await run(fc.asyncProperty(mutatedBody(validMessage), async (body) => void (await expectHandled(testApp, 'POST', '/api/contact', body))));
  });

  it('POST /api/auth/sign-in, password-reset and password-reset/confirm', async () => {
    await run(
      fc.asyncProperty(
        mutatedBody({ email: 'jan@example.be', password: 'a long test password' }),
        mutatedBody({ email: 'jan@example.be', lang: 'nl' }),
        mutatedBody({ token: 'not-a-real-token', password: 'a brand new password' }),
        async (signIn, reset, confirm) => {
          await expectHandled(testApp, 'POST', '/api/auth/sign-in', signIn);
          await expectHandled(testApp, 'POST', '/api/auth/password-reset', reset);
          await expectHandled(testApp, 'POST', '/api/auth/password-reset/confirm', confirm);
        },
      ),
    );
  });

  it('POST /api/auth/sign-up', async () => {
    // Few runs: a valid sign-up hashes a password (argon2) on purpose slowly.
    await fc.assert(
      fc.asyncProperty(mutatedBody({ email: 'new@example.be', password: 'a long test password', lang: 'nl' }), async (body) => {
        await expectHandled(testApp, 'POST', '/api/auth/sign-up', body);
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 3) },
    );
  });

  it('POST /api/payments/stripe/webhook, unsigned and signed with any JSON', async () => {
    const secret = testApp.shop.config.payments.webhookSecret;
    const event = { id: 'evt_fuzz', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_sim_fuzz', amount_total: 100, currency: 'eur', payment_status: 'paid' } } };
    await run(
      fc.asyncProperty(mutatedBody(event), fc.boolean(), async (body, signed) => {
        const payload = JSON.stringify(body);
        const headers: Record<string, string> = signed ? { 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) } : {};
        await expectHandled(testApp, 'POST', '/api/payments/stripe/webhook', payload, headers);
      }),
    );
  });

  it('POST /api/payments/simulated/{id}/pay and /cancel with session ids that do not exist', async () => {
    await run(
      fc.asyncProperty(hostileString, hostileValue, async (sessionId, body) => {
        for (const action of ['pay', 'cancel']) await expectHandled(testApp, 'POST', `/api/payments/simulated/${pathSegment(sessionId)}/${action}`, body);
      }),
    );
  });

  it('POST /api/uploads without a file, or with JSON', async () => {
    await run(fc.asyncProperty(hostileValue, async (body) => void (await expectHandled(testApp, 'POST', '/api/uploads', body))));
  });
});
