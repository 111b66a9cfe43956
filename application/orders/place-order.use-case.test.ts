import { describe, expect, it } from '@jest/globals';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { structuredCommunication } from '../../domain/payments/structured-communication.js';
import { fakeCartPricing, filledCart } from '../cart/__tests__/filled-cart.js';
import { fakeCartDeps } from '../cart/__tests__/cart-fakes.js';
import type { CheckoutSessionRequest, PaymentGateway } from '../payments/payment-gateway.port.js';
import type { OrderRepository, OrderWrite, ReservedOrder } from './order-repository.port.js';
import { UNLIMITED_VAT_LOOKUPS } from '../vat/vat-number-lookups.port.js';
import { placeOrder } from './place-order.use-case.js';
import { SHIPPING } from '../../test/support/order-request.js';

/**
 * Orders in memory, written as the SQL statement writes them: all or nothing, and only while the
 * cart is at the version it was priced at. `claimsToRefuse` stands for that many claims losing to
 * a change made elsewhere (the catalogue moved on).
 */
class InMemoryOrders implements OrderRepository {
  readonly reserved: ReservedOrder[] = [];
  readonly written: OrderWrite[] = [];
  readonly attached: { orderId: string; sessionId: string; lineIds: readonly string[] }[] = [];
  claimsToRefuse = 0;
  onClaim: () => Promise<void> = async () => undefined;

  constructor(private readonly cartVersion: (cartId: string) => Promise<string | null>) {}

  async reserveOrder(): Promise<ReservedOrder> {
    const order = { id: `00000000-0000-4000-8000-${String(this.reserved.length + 1).padStart(12, '0')}`, orderNumber: 100_001 + this.reserved.length };
    this.reserved.push(order);
    return order;
  }
  async placeOrder(write: OrderWrite): Promise<boolean> {
    await this.onClaim();
    if (this.claimsToRefuse > 0) {
      this.claimsToRefuse -= 1;
      return false;
    }
    if ((await this.cartVersion(write.order.cartId)) !== write.priced.cart) return false;
    this.written.push(write);
    return true;
  }
  async attachCheckoutSession(orderId: string, sessionId: string, cart: { cartId: string; lineIds: readonly string[] }): Promise<void> {
    this.attached.push({ orderId, sessionId, lineIds: cart.lineIds });
  }
  async cancelPendingOrder(): Promise<boolean> {
    return true;
  }
  async findById(): Promise<null> {
    return null;
  }
  async findBySessionId(): Promise<null> {
    return null;
  }
}

const setUp = async (lines = 1) => {
  const carts = fakeCartDeps();
  const cartId = await filledCart(carts, lines);
  const orders = new InMemoryOrders(async (id) => (await carts.carts.lines(id))?.version ?? null);
  const sessions: CheckoutSessionRequest[] = [];
  const payments: PaymentGateway = {
    createCheckoutSession: async (request) => {
      sessions.push(request);
      return { sessionId: 'cs_test_1', url: 'https://pay.example/cs_test_1' };
    },
    verifyWebhook: () => {
      throw new Error('not used');
    },
  };
  const place = placeOrder({
    orders,
    carts: fakeCartPricing(carts),
    vat: carts.vat,
    tokens: { issue: () => ({ token: 'token', hash: 'hash' }), matches: () => false },
    payments,
    emails: { companyMailbox: 'shop@example.be', company: DEMO_COMPANY },
    logger: { error: () => undefined },
  });
  return { carts, cartId, orders, sessions, place };
};

describe('placing an order', () => {
  it('writes a bank transfer as one write: the reserved id and number, its lines, both emails, the cart emptied', async () => {
    const { cartId, orders, place } = await setUp();
    const placed = await place({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(placed.ok && placed.value).toEqual({ orderId: orders.reserved[0]?.id, accessToken: 'token', paymentUrl: null });
    expect(orders.written).toHaveLength(1);
    const [write] = orders.written;
    expect(write?.emptyCart).toBe(true);
    expect(write?.order).toMatchObject({ orderNumber: 100_001, structuredCommunication: structuredCommunication(100_001), accessTokenHash: 'hash' });
    expect(write?.items).toHaveLength(1);
    expect(write?.emails.map((email) => email.dedupeKey)).toEqual([`order-confirmation:${placed.ok && placed.value.orderId}`, `order-notification:${placed.ok && placed.value.orderId}`]);
  });

  it('prices the same lines again after a lost claim and writes them under the number it drew once', async () => {
    const { cartId, orders, place } = await setUp();
    orders.claimsToRefuse = 2;
    const placed = await place({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(placed.ok).toBe(true);
    expect(orders.reserved).toHaveLength(1);
    expect(orders.written.map((write) => write.order.orderNumber)).toEqual([100_001]);
  });

  it('refuses with 409 when the lines changed before the claim, writing nothing', async () => {
    const { carts, cartId, orders, place } = await setUp(2);
    orders.onClaim = async () => {
      const line = (await carts.carts.lines(cartId))?.lines[0];
      if (line !== undefined) await carts.carts.removeLine(cartId, line.id);
      orders.onClaim = async () => undefined;
      orders.claimsToRefuse = 1;
    };
    const placed = await place({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(!placed.ok && placed.error.kind).toBe('conflict');
    expect(orders.written).toEqual([]);
  });

  it('draws no number for an empty cart', async () => {
    const { cartId, orders, place } = await setUp(0);
    const placed = await place({ cartId, language: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    expect(!placed.ok && placed.error.kind).toBe('invalid-input');
    expect(orders.reserved).toEqual([]);
  });

  it("keeps a card payment's lines and emails for the payment, one session per order", async () => {
    const { cartId, orders, sessions, place } = await setUp();
    const placed = await place({ cartId, language: 'en', paymentMethod: 'stripe', shippingAddress: SHIPPING, vatLookups: UNLIMITED_VAT_LOOKUPS });
    const orderId = orders.reserved[0]?.id;
    expect(placed.ok && placed.value).toEqual({ orderId, accessToken: 'token', paymentUrl: 'https://pay.example/cs_test_1' });
    expect(orders.written[0]).toMatchObject({ emptyCart: false, emails: [], order: { structuredCommunication: null } });
    expect(sessions.map((session) => session.idempotencyKey)).toEqual([`checkout-session:${orderId}`]);
    expect(orders.attached).toHaveLength(1);
    expect(orders.attached[0]?.lineIds).toHaveLength(1);
  });
});
