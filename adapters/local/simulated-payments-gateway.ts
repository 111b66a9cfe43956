import { createHmac, randomBytes } from 'node:crypto';
import type { CheckoutLine, CheckoutSession, CheckoutSessionRequest, PaymentGateway } from '../../application/payments/payment-gateway.port.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import { checkoutUrls, SESSION_ID_PLACEHOLDER } from '../stripe/checkout-urls.js';
import { verifyStripeWebhook } from '../stripe/stripe-webhook.js';

export interface SimulatedSession {
  readonly sessionId: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly language: Language;
  readonly customerEmail: string;
  readonly lines: readonly CheckoutLine[];
  readonly amountTotal: Cents;
  /** With the session id filled in. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** A webhook delivery as Stripe would send it: the exact payload bytes and their Stripe-Signature header. */
export interface SignedDelivery {
  readonly payload: string;
  readonly signature: string;
}

/** Signs a payload exactly as Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + payload)>`. */
export const stripeSignatureHeader = (payload: string, secret: string, timestampSeconds: number): string => {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
};

/** Like Stripe's Checkout Sessions, a simulated one can be paid for 24 hours. */
export const SIMULATED_SESSION_HOURS = 24;

/** Where the sessions are kept: the database, so every instance serves every session and a restart loses none. */
export interface SimulatedSessionStore {
  findOpen(sessionId: string, now: Date): Promise<SimulatedSession | null>;
  findOpenForOrder(orderId: string, now: Date): Promise<SimulatedSession | null>;
  /** Stores the session; when another one of the same order got there first, that one is answered. */
  save(session: SimulatedSession, expiresAt: Date, now: Date): Promise<SimulatedSession>;
  /** Sessions past their expiry (oldest first, at most `limit`), not yet forgotten. */
  expired(now: Date, limit: number): Promise<readonly SimulatedSession[]>;
  /** Drops a session once its expiry was delivered. */
  forget(sessionId: string): Promise<void>;
}

/**
 * The offline stand-in for Stripe Checkout: the payment page is served by the
 * app (/api/payments/simulated/{id}), and paying delivers a signed
 * `checkout.session.completed` event to the same webhook handler Stripe would call.
 */
export class SimulatedPaymentGateway implements PaymentGateway {
  constructor(
    private readonly options: { readonly webhookSecret: string; readonly publicUrl: string; readonly sessions: SimulatedSessionStore; readonly now?: () => number },
  ) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const now = this.now();
    const existing = await this.options.sessions.findOpenForOrder(request.orderId, now);
    if (existing !== null) return { sessionId: existing.sessionId, url: this.pageUrl(existing) };
    const sessionId = `cs_sim_${randomBytes(24).toString('hex')}`;
    const { successUrl, cancelUrl } = checkoutUrls(this.options.publicUrl, request.language);
    const session: SimulatedSession = {
      sessionId,
      orderId: request.orderId,
      orderNumber: request.orderNumber,
      language: request.language,
      customerEmail: request.customerEmail,
      lines: request.lines,
      amountTotal: request.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
      successUrl: successUrl.replace(SESSION_ID_PLACEHOLDER, () => sessionId),
      cancelUrl,
    };
    const kept = await this.options.sessions.save(session, new Date(now.getTime() + SIMULATED_SESSION_HOURS * 3_600_000), now);
    return { sessionId: kept.sessionId, url: this.pageUrl(kept) };
  }

  verifyWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined) {
    return verifyStripeWebhook(rawBody, signatureHeader, this.options.webhookSecret);
  }

  /** The open (unexpired) session, or null. */
  session(sessionId: string): Promise<SimulatedSession | null> {
    return this.options.sessions.findOpen(sessionId, this.now());
  }

  /** The `checkout.session.completed` event of a paid session, signed with the local webhook secret. */
  completedEvent(session: SimulatedSession): SignedDelivery {
    return this.signedEvent(`evt_sim_${randomBytes(12).toString('hex')}`, 'checkout.session.completed', session, { status: 'complete', payment_status: 'paid' });
  }

  /**
   * The `checkout.session.expired` event Stripe sends when a session was not paid within its 24 hours.
   * Its id follows from the session's, so delivering it again (another instance, a retry) is a repeat
   * the webhook handler ignores.
   */
  expiredEvent(session: SimulatedSession): SignedDelivery {
    return this.signedEvent(`evt_sim_expired_${session.sessionId}`, 'checkout.session.expired', session, { status: 'expired', payment_status: 'unpaid' });
  }

  /** Sessions past their 24 hours whose expiry has not been delivered yet, oldest first. */
  expiredSessions(limit: number): Promise<readonly SimulatedSession[]> {
    return this.options.sessions.expired(this.now(), limit);
  }

  /** Forgets a session whose expiry was delivered. */
  forget(sessionId: string): Promise<void> {
    return this.options.sessions.forget(sessionId);
  }

  private signedEvent(id: string, type: string, session: SimulatedSession, state: { readonly status: string; readonly payment_status: string }): SignedDelivery {
    const seconds = Math.floor(this.now().getTime() / 1000);
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: seconds,
      livemode: false,
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          ...state,
          amount_total: session.amountTotal,
          currency: 'eur',
          customer_email: session.customerEmail,
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId, orderNumber: String(session.orderNumber) },
        },
      },
    });
    return { payload, signature: stripeSignatureHeader(payload, this.options.webhookSecret, seconds) };
  }

  private now(): Date {
    return new Date(this.options.now?.() ?? Date.now());
  }

  private pageUrl(session: SimulatedSession): string {
    return `/api/payments/simulated/${session.sessionId}?lang=${session.language}`;
  }
}
