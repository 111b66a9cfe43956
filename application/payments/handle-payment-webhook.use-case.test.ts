import { describe, expect, it } from '@jest/globals';
import { err, ok } from '../../domain/shared/result.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order } from '../../domain/orders/order.js';
import { belgianConsumerDecision } from '../../domain/vat/vat-decision.fixture.js';
import { DEMO_SELLER } from '../../domain/invoices/invoice.fixture.js';
import { InMemoryInvoices } from '../invoices/__tests__/in-memory-invoices.fake.js';
import { handlePaymentWebhook } from './handle-payment-webhook.use-case.js';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.port.js';
import type { PaymentRepository, PaymentTransaction } from './payment-repository.port.js';
import { inMemoryMetrics } from '../shared/in-memory-metrics.js';
import { testDocumentIssuing } from '../invoices/__tests__/test-document-issuing.js';
import { testOrderEmails } from '../orders/__tests__/test-order-emails.js';

const ORDER: Order = {
  id: 'order-1',
  orderNumber: 100_001,
  status: 'pending',
  paymentMethod: 'stripe',
  paymentVerified: false,
  language: 'en',
  shippingAddress: { name: 'A', email: 'a@example.be', phone: '1', companyName: null, street: 'S 1', city: 'C', postalCode: '1000', country: 'belgium' },
  billingAddress: null,
  items: [],
  subtotal: 1000,
  vat: 210,
  total: 1210,
  vatDetail: belgianConsumerDecision(1000, 210),
  structuredCommunication: null,
  stripeSessionId: 'cs_test_1',
};

/** In-memory payment store with the same rules as the SQL one (event ids once, pending → paid once). */
class FakePayments implements PaymentRepository {
  readonly events = new Set<string>();
  readonly emails: OutgoingEmail[] = [];
  order: Order = ORDER;
  transitions = 0;
  readonly invoices = new InMemoryInvoices();

  paymentTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    return work({
      recordEvent: async (eventId) => {
        if (this.events.has(eventId)) return false;
        this.events.add(eventId);
        return true;
      },
      lockOrderOfSession: async (sessionId, orderId) => {
        if (sessionId === this.order.stripeSessionId) return this.order;
        if (orderId !== this.order.id || this.order.stripeSessionId !== null || this.order.paymentMethod !== 'stripe') return null;
        this.order = { ...this.order, stripeSessionId: sessionId };
        return this.order;
      },
      markPaid: async () => {
        if (this.order.status !== 'pending') return false;
        this.order = { ...this.order, status: 'paid', paymentVerified: true };
        this.transitions += 1;
        return true;
      },
      cancelPending: async () => {
        if (this.order.status !== 'pending') return false;
        this.order = { ...this.order, status: 'cancelled' };
        this.transitions += 1;
        return true;
      },
      enqueueEmails: async (emails) => {
        for (const email of emails) if (!this.emails.some((existing) => existing.dedupeKey === email.dedupeKey)) this.emails.push(email);
      },
      invoices: this.invoices,
    });
  }
}

const paidEvent = (eventId: string, amountTotal: number): PaymentEvent => ({
  kind: 'checkout-paid',
  eventId,
  type: 'checkout.session.completed',
  sessionId: 'cs_test_1',
  orderId: 'order-1',
  amountTotal,
  currency: 'eur',
});

const gatewayGiving = (event: PaymentEvent | null): PaymentGateway => ({
  createCheckoutSession: () => Promise.reject(new Error('not used')),
  verifyWebhook: () => (event === null ? err({ kind: 'invalid-signature', reason: 'bad' }) : ok(event)),
});

const setUp = (event: PaymentEvent | null) => {
  const payments = new FakePayments();
  const warnings: string[] = [];
  const metrics = inMemoryMetrics();
  const handle = handlePaymentWebhook({
    metrics,
    gateway: gatewayGiving(event),
    payments,
    emails: testOrderEmails({ companyMailbox: 'shop@example.be', company: DEMO_SELLER }),
    invoicing: testDocumentIssuing(DEMO_SELLER, () => new Date('2026-11-25T10:00:00Z')),
    logger: { warn: (_details, message) => warnings.push(message) },
  });
  return { payments, warnings, handle, metrics };
};

describe('handlePaymentWebhook', () => {
  it('refuses a bad signature as invalid input and records nothing', async () => {
    const { payments, handle } = setUp(null);
    const result = await handle('{}', 't=1,v1=00');
    expect(result.ok ? null : result.error.kind).toBe('invalid-input');
    expect(payments.events.size).toBe(0);
  });

  it('marks a matching payment paid once and enqueues the confirmation and notification', async () => {
    const { payments, handle } = setUp(paidEvent('evt_1', 1210));
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'paid' });
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'duplicate' });
    expect(payments.transitions).toBe(1);
    expect(payments.emails.map((email) => [email.dedupeKey, email.to])).toEqual([
      ['order-confirmation:order-1', 'a@example.be'],
      ['order-notification:order-1', 'shop@example.be'],
    ]);
  });

  it('counts the order paid online and its invoice once, not a repeated event nor a refused amount', async () => {
    const { handle, metrics } = setUp(paidEvent('evt_count', 1210));
    await handle('{}', 'sig');
    await handle('{}', 'sig');
    expect(metrics.counted('shop_orders_paid_total', { via: 'online' })).toBe(1);
    expect(metrics.counted('shop_invoices_issued_total', { kind: 'invoice' })).toBe(1);
    const refused = setUp(paidEvent('evt_short', 1209));
    await refused.handle('{}', 'sig');
    expect(refused.metrics.counted('shop_orders_paid_total', { via: 'online' })).toBe(0);
    expect(refused.metrics.counted('shop_invoices_issued_total', { kind: 'invoice' })).toBe(0);
  });

  it('leaves the order pending when the amount differs, and says so in the log', async () => {
    const { payments, warnings, handle } = setUp(paidEvent('evt_2', 1209));
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'amount-mismatch' });
    expect(payments.order.status).toBe('pending');
    expect(payments.emails).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('finds the order by the id in the session when storing the session id had failed, and gives it the session', async () => {
    const { payments, handle } = setUp(paidEvent('evt_4', 1210));
    payments.order = { ...ORDER, stripeSessionId: null };
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'paid' });
    expect(payments.order).toMatchObject({ status: 'paid', stripeSessionId: 'cs_test_1' });
  });

  it('cancels a pending order whose session ended unpaid, once, without emails', async () => {
    const { payments, handle } = setUp({ kind: 'checkout-unpaid', eventId: 'evt_5', type: 'checkout.session.expired', sessionId: 'cs_test_1', orderId: 'order-1' });
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'cancelled' });
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'duplicate' });
    expect(payments.order.status).toBe('cancelled');
    expect(payments.transitions).toBe(1);
    expect(payments.emails).toEqual([]);
  });

  it('leaves a paid order alone when a late expiry of its session arrives', async () => {
    const { payments, handle } = setUp({ kind: 'checkout-unpaid', eventId: 'evt_6', type: 'checkout.session.expired', sessionId: 'cs_test_1', orderId: 'order-1' });
    payments.order = { ...ORDER, status: 'paid', paymentVerified: true };
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'not-pending' });
    expect(payments.order.status).toBe('paid');
  });

  it('records other events without acting on them', async () => {
    const { payments, handle } = setUp({ kind: 'other', eventId: 'evt_3', type: 'payment_intent.created' });
    expect(await handle('{}', 'sig')).toEqual({ ok: true, value: 'ignored' });
    expect([...payments.events]).toEqual(['evt_3']);
    expect(payments.transitions).toBe(0);
  });
});
