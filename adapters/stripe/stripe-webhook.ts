import Stripe from 'stripe';
import type { PaymentEvent, WebhookRejection } from '../../application/payments/payment-gateway.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';

/** The fields the shop reads from a checkout session object. */
interface SessionFields {
  readonly id?: unknown;
  readonly amount_total?: unknown;
  readonly currency?: unknown;
  readonly payment_status?: unknown;
  readonly client_reference_id?: unknown;
  readonly metadata?: { readonly orderId?: unknown } | null;
}

const orderIdOf = (session: SessionFields): string | null => {
  const fromMetadata = session.metadata?.orderId;
  if (typeof fromMetadata === 'string' && fromMetadata !== '') return fromMetadata;
  return typeof session.client_reference_id === 'string' && session.client_reference_id !== '' ? session.client_reference_id : null;
};

/** Events that close a checkout session for good without a payment. */
const UNPAID_CHECKOUT_EVENTS: ReadonlySet<string> = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/** A verified Stripe event as the shop sees it: a paid checkout session, one that ended unpaid, or anything else (recorded, not acted on). */
export const toPaymentEvent = (event: Stripe.Event): PaymentEvent => {
  const session = event.data.object as SessionFields;
  if (typeof session.id !== 'string') return { kind: 'other', eventId: event.id, type: event.type };
  if (UNPAID_CHECKOUT_EVENTS.has(event.type)) {
    return { kind: 'checkout-unpaid', eventId: event.id, type: event.type, sessionId: session.id, orderId: orderIdOf(session) };
  }
  const paidCheckout =
    event.type === 'checkout.session.async_payment_succeeded' || event.type === 'checkout.session.completed';
  // A completed session with a delayed method (bank debit) is not paid yet; its async_payment_succeeded event follows.
  const paid = event.type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid';
  if (!paidCheckout || !paid) return { kind: 'other', eventId: event.id, type: event.type };
  return {
    kind: 'checkout-paid',
    eventId: event.id,
    type: event.type,
    sessionId: session.id,
    orderId: orderIdOf(session),
    amountTotal: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency : null,
  };
};

/**
 * Verifies a webhook delivery exactly as Stripe signs it (`t=…,v1=…`, HMAC-SHA256
 * of `t.payload`, five minutes' tolerance) over the raw bytes, and reads the event.
 */
export const verifyStripeWebhook = (
  rawBody: Uint8Array | string,
  signatureHeader: string | undefined,
  secret: string,
): Result<PaymentEvent, WebhookRejection> => {
  if (signatureHeader === undefined || signatureHeader === '') return err({ kind: 'invalid-signature', reason: 'missing Stripe-Signature header' });
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
    // Signed is not the same as well-formed: an event without a text id and type cannot be recorded (found by fuzzing).
    const { id, type } = event as { id?: unknown; type?: unknown };
    if (typeof id !== 'string' || id === '' || typeof type !== 'string') return err({ kind: 'invalid-signature', reason: 'the event has no id or type' });
    return ok(toPaymentEvent(event));
  } catch (error) {
    return err({ kind: 'invalid-signature', reason: error instanceof Error ? error.message : String(error) });
  }
};
