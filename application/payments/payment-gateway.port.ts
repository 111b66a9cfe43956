import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { Result } from '../../domain/shared/result.js';

import type { CheckoutLine } from '../../domain/orders/checkout-lines.js';

/** A line of the payment page: the domain says what an order's lines are (domain/orders/checkout-lines.ts). */
export type { CheckoutLine };

export interface CheckoutSessionRequest {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly language: Language;
  readonly customerEmail: string;
  readonly lines: readonly CheckoutLine[];
  /** The order's total; the lines add up to it. */
  readonly total: Cents;
  /** One key per order attempt: a retried request never creates a second session. */
  readonly idempotencyKey: string;
}

export interface CheckoutSession {
  readonly sessionId: string;
  /** Where the browser goes to pay. */
  readonly url: string;
}

/** What the shop needs from a verified provider event. */
export type PaymentEvent =
  | {
      readonly kind: 'checkout-paid';
      readonly eventId: string;
      readonly type: string;
      readonly sessionId: string;
      /** The shop's order id the session carries (metadata): the way to the order if storing the session id failed. */
      readonly orderId: string | null;
      readonly amountTotal: Cents | null;
      readonly currency: string | null;
    }
  | {
      /** The session ended without payment: it expired, or its delayed payment (bank debit) failed. */
      readonly kind: 'checkout-unpaid';
      readonly eventId: string;
      readonly type: string;
      readonly sessionId: string;
      readonly orderId: string | null;
    }
  | { readonly kind: 'other'; readonly eventId: string; readonly type: string };

export interface WebhookRejection {
  readonly kind: 'invalid-signature';
  readonly reason: string;
}

/** A payment provider (Stripe, or the simulated checkout standing in for it offline). */
export interface PaymentGateway {
  /** Creates a hosted payment page. Throws when the provider cannot be reached or refuses. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /** Checks the signature of a webhook delivery over its exact raw bytes and reads the event. */
  verifyWebhook(rawBody: Uint8Array | string, signatureHeader: string | undefined): Result<PaymentEvent, WebhookRejection>;
}
