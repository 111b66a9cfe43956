import Stripe from 'stripe';
import type { CheckoutSession, CheckoutSessionRequest, PaymentGateway } from '../../application/payments/payment-gateway.port.js';
import { checkoutUrls } from './checkout-urls.js';
import { verifyStripeWebhook } from './stripe-webhook.js';

export interface StripeGatewayOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Points the SDK at another server (a local stand-in in tests); null for Stripe itself. */
  readonly apiBase: string | null;
  readonly publicUrl: string;
}

const connectionOptions = (apiBase: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> => {
  if (apiBase === null) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port), protocol };
};

/** Stripe Checkout through the official SDK: one hosted session per order, fulfilled by the webhook. */
export class StripePaymentGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeGatewayOptions) {
    this.stripe = new Stripe(options.secretKey, { ...connectionOptions(options.apiBase), maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const { successUrl, cancelUrl } = checkoutUrls(this.options.publicUrl, request.language);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'eur',
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: { currency: 'eur', unit_amount: line.unitAmount, product_data: { name: line.name } },
        })),
        customer_email: request.customerEmail,
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, orderNumber: String(request.orderNumber) },
        payment_intent_data: { metadata: { orderId: request.orderId } },
        locale: request.language,
        success_url: successUrl,
        cancel_url: cancelUrl,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (session.url === null) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url };
  }

  verifyWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined) {
    return verifyStripeWebhook(rawBody, signatureHeader, this.options.webhookSecret);
  }
}
