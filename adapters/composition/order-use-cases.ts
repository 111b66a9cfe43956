import { SqlSimulatedSessionStore } from '../persistence/payments/sql-simulated-session-store.js';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { PreparedStatements } from '../persistence/prepared-statements.js';
import { cartPricing, type CartDeps } from '../../application/cart/priced-cart.js';
import { getOrderConfirmation, getOrderConfirmationBySession } from '../../application/orders/get-order-confirmation.use-case.js';
import { placeOrder } from '../../application/orders/place-order.use-case.js';
import { handlePaymentWebhook } from '../../application/payments/handle-payment-webhook.use-case.js';
import type { PaymentGateway } from '../../application/payments/payment-gateway.port.js';
import type { AppConfig } from '../config/app-config.js';
import { SimulatedPaymentGateway } from '../local/simulated-payments-gateway.js';
import { expireSimulatedSessions } from '../local/simulated-session-expiry.js';
import { cryptoOrderAccessTokens } from '../persistence/shared/order-access-tokens.js';
import { invoicesInTransaction } from './invoices-in-transaction.js';
import { SqlOrderRepository } from '../persistence/orders/sql-order-repository.js';
import { StripePaymentGateway } from '../stripe/stripe-payment-gateway.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { NO_METRICS, type Metrics } from '../../application/shared/metrics.port.js';
import { countedPaymentGateway } from '../metrics/counted-payment-gateway.js';
import { documentIssuing } from '../../application/invoices/issue-documents.js';
import { orderEmailsWith } from '../../application/orders/order-emails.js';

export interface OrderUseCases {
  readonly placeOrder: ReturnType<typeof placeOrder>;
  readonly getConfirmation: ReturnType<typeof getOrderConfirmation>;
  readonly getConfirmationBySession: ReturnType<typeof getOrderConfirmationBySession>;
  readonly handlePaymentWebhook: ReturnType<typeof handlePaymentWebhook>;
  /** The offline checkout page's sessions; null when real Stripe is configured. */
  readonly simulatedCheckout: SimulatedPaymentGateway | null;
  /**
   * Delivers `checkout.session.expired` for the simulated sessions past their 24 hours to
   * `handlePaymentWebhook` (adapters/local/simulated-session-expiry.ts); answers how many were
   * delivered. Null with real Stripe, which sends those events itself.
   */
  readonly expireSimulatedSessions: (() => Promise<number>) | null;
}

export interface OrderUseCaseOptions {
  readonly dataSource: DataSource;
  /** How the order statements are sent (adapters/persistence/prepared-statements.ts); unnamed when absent. */
  readonly prepared?: PreparedStatements;
  readonly config: AppConfig;
  readonly logger: Logger;
  /** The carts' ports (adapters/composition/cart-use-cases.ts): orders are priced by the cart's reader. */
  readonly carts: CartDeps;
  /** Tests: another payment gateway. */
  readonly gateway?: PaymentGateway;
  /** Told after an order reserved container units (the stock version this instance knows is stale). */
  readonly unitsReserved?: () => void;
  /** Counts orders placed and paid, invoices issued and the payment provider's calls (GET /metrics). */
  readonly metrics?: Metrics;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in simulated checkout. */
export const paymentGateway = (config: AppConfig, dataSource: DataSource): PaymentGateway =>
  config.payments.kind === 'stripe'
    ? new StripePaymentGateway({
        secretKey: config.payments.secretKey,
        webhookSecret: config.payments.webhookSecret,
        apiBase: config.payments.apiBase,
        publicUrl: config.publicUrl,
      })
    : new SimulatedPaymentGateway({ webhookSecret: config.payments.webhookSecret, publicUrl: config.publicUrl, sessions: new SqlSimulatedSessionStore(dataSource) });

/** Each order acknowledged counts once, by its payment method (`shop_orders_placed_total`). */
const countPlacedOrders =
  (place: ReturnType<typeof placeOrder>, metrics: Metrics): ReturnType<typeof placeOrder> =>
  async (request) => {
    const placed = await place(request);
    if (placed.ok) metrics.count('shop_orders_placed_total', { payment_method: request.paymentMethod });
    return placed;
  };

/** Orders and payments wired to PostgreSQL, the payment provider and the email outbox. */
export const buildOrderUseCases = (options: OrderUseCaseOptions): OrderUseCases => {
  const { config, logger } = options;
  const repository = new SqlOrderRepository(options.dataSource, config.mailFrom, invoicesInTransaction(config.mailFrom), options.unitsReserved, options.prepared);
  const metrics = options.metrics ?? NO_METRICS;
  const provider = options.gateway ?? paymentGateway(config, options.dataSource);
  const gateway = countedPaymentGateway(provider, config.payments.kind, metrics);
  const emails = { companyMailbox: config.companyMailbox, company: config.company };
  const invoices = new SqlInvoiceArchive(options.dataSource);
  const webhook = handlePaymentWebhook({ gateway, payments: repository, emails: orderEmailsWith(emails), invoicing: documentIssuing({ seller: config.seller, now: () => new Date() }), logger, metrics });
  const simulated = provider instanceof SimulatedPaymentGateway ? provider : null;
  return {
    placeOrder: countPlacedOrders(placeOrder({ orders: repository, carts: cartPricing(options.carts), vat: options.carts.vat, tokens: cryptoOrderAccessTokens, payments: gateway, emails, logger }), metrics),
    getConfirmation: getOrderConfirmation({ orders: repository, tokens: cryptoOrderAccessTokens, invoices }),
    getConfirmationBySession: getOrderConfirmationBySession({ orders: repository, invoices, now: () => new Date() }),
    handlePaymentWebhook: webhook,
    simulatedCheckout: simulated,
    expireSimulatedSessions:
      simulated === null ? null : () => expireSimulatedSessions(simulated, async (delivery) => (await webhook(delivery.payload, delivery.signature)).ok),
  };
};
