import { describe, expect, it } from '@jest/globals';
import { belgianConsumerDecision } from '../../domain/vat/vat-decision.fixture.js';
import type { OrderAccessTokens } from './order-access-tokens.port.js';
import type { Order } from '../../domain/orders/order.js';
import type { OrderRepository } from './order-repository.port.js';
import { getOrderConfirmation, getOrderConfirmationBySession } from './get-order-confirmation.use-case.js';
import { SESSION_LINK_HOURS } from '../../domain/orders/session-link.js';

const ORDER_ID = '0b6f3a1e-1111-4222-8333-444455556666';
const SESSION = 'cs_test_a1b2c3';
const PLACED_AT = new Date('2026-03-01T10:00:00Z');
const HOUR = 3_600_000;

const ORDER: Order = {
  id: ORDER_ID,
  orderNumber: 100_001,
  status: 'pending',
  paymentMethod: 'stripe',
  paymentVerified: false,
  language: 'en',
  shippingAddress: { name: 'A', email: 'a@example.be', phone: '+32 470 12 34 56', companyName: null, street: 'S 1', city: 'C', postalCode: '1000', country: 'belgium' },
  billingAddress: null,
  items: [],
  subtotal: 1000,
  vat: 210,
  total: 1210,
  vatDetail: belgianConsumerDecision(1000, 210),
  structuredCommunication: null,
  stripeSessionId: SESSION,
};

/** One stored order; the reads the confirmation uses. */
const orders = {
  findById: async (orderId: string) => (orderId === ORDER_ID ? { order: ORDER, accessTokenHash: 'hash:secret-token', placedAt: PLACED_AT } : null),
  findBySessionId: async (sessionId: string) => (sessionId === SESSION ? { order: ORDER, placedAt: PLACED_AT } : null),
} as Pick<OrderRepository, 'findById' | 'findBySessionId'> as OrderRepository;
const tokens: OrderAccessTokens = { issue: () => ({ token: 'secret-token', hash: 'hash:secret-token' }), matches: (token, hash) => hash === `hash:${token}` };
const invoices = { documentsOfOrder: async () => [] };

const bySessionAt = (now: Date) => getOrderConfirmationBySession({ orders, invoices, now: () => now });

describe('getOrderConfirmationBySession', () => {
  it(`opens the order for ${SESSION_LINK_HOURS} hours after it was placed, without the phone number`, async () => {
    for (const after of [0, 1, 23.99]) {
      const result = await bySessionAt(new Date(PLACED_AT.getTime() + after * HOUR))(SESSION);
      expect(result).toMatchObject({ ok: true, value: { order: { id: ORDER_ID }, phoneShown: false } });
    }
  });

  it('answers exactly like an unknown session from the 24th hour on', async () => {
    const unknown = await bySessionAt(PLACED_AT)('cs_test_unknown');
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    for (const after of [24, 25, 24 * 30]) expect(await bySessionAt(new Date(PLACED_AT.getTime() + after * HOUR))(SESSION)).toEqual(unknown);
  });
});

describe('getOrderConfirmation (by access token)', () => {
  it('keeps the phone number and does not expire', async () => {
    const result = await getOrderConfirmation({ orders, tokens, invoices })(ORDER_ID, 'secret-token');
    expect(result).toMatchObject({ ok: true, value: { order: { id: ORDER_ID }, phoneShown: true } });
  });
});
