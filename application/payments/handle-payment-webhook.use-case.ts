import type { DocumentIssuing } from '../invoices/document-issuing.port.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { OrderEmails } from '../orders/order-emails.port.js';
import { ORDER_MESSAGES } from '../orders/order-messages.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import type { PaymentRepository } from './payment-repository.port.js';
import { NO_METRICS, type Metrics } from '../shared/metrics.port.js';

export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'unknown-session'
  | 'amount-mismatch'
  | 'already-paid'
  | 'paid'
  | 'cancelled'
  | 'not-pending';

export interface HandlePaymentWebhookDeps {
  readonly gateway: PaymentGateway;
  readonly payments: PaymentRepository;
  readonly emails: OrderEmails;
  readonly invoicing: DocumentIssuing;
  readonly logger: { warn(details: object, message: string): void };
  /** Counts the orders paid online and their invoices, once committed. */
  readonly metrics?: Metrics;
}

/**
 * A payment provider's webhook delivery. The signature is checked on the raw
 * body; the event id is recorded so a repeat changes nothing; a completed and
 * paid checkout whose amount matches the order turns the pending order into a
 * paid one and enqueues its emails, all in one transaction. A session that ended
 * unpaid (expired, or its delayed payment failed) cancels its order while it is
 * still pending: the visitor's cart was emptied for it, so nothing else would.
 */
export const handlePaymentWebhook =
  (deps: HandlePaymentWebhookDeps) =>
  async (rawBody: Uint8Array | string, signatureHeader: string | undefined): Promise<Result<WebhookOutcome, ApplicationError>> => {
    const verified = deps.gateway.verifyWebhook(rawBody, signatureHeader);
    if (!verified.ok) {
      deps.logger.warn({ reason: verified.error.reason }, 'payment webhook refused');
      return err(invalidInput([{ field: 'stripe-signature', message: ORDER_MESSAGES.invalidSignature }]));
    }
    const event = verified.value;
    const outcome = await deps.payments.paymentTransaction(async (tx): Promise<WebhookOutcome> => {
      const sessionId = event.kind === 'other' ? null : event.sessionId;
      if (!(await tx.recordEvent(event.eventId, event.type, sessionId))) return 'duplicate';
      if (event.kind === 'other') return 'ignored';
      const order = await tx.lockOrderOfSession(event.sessionId, event.orderId);
      if (order === null) return 'unknown-session';
      if (event.kind === 'checkout-unpaid') return (await tx.cancelPending(order.id, 'stripe')) ? 'cancelled' : 'not-pending';
      if (event.amountTotal !== order.total || (event.currency !== null && event.currency.toLowerCase() !== 'eur')) {
        deps.logger.warn(
          { orderId: order.id, eventId: event.eventId, amountTotal: event.amountTotal, currency: event.currency, orderTotal: order.total },
          'payment amount does not match the order: not marked paid',
        );
        return 'amount-mismatch';
      }
      if (!(await tx.markPaid(order.id, 'stripe'))) return 'already-paid';
      await tx.enqueueEmails(deps.emails({ ...order, status: 'paid', paymentVerified: true }));
      await deps.invoicing.invoice(tx.invoices, order.id);
      return 'paid';
    });
    if (outcome === 'unknown-session') deps.logger.warn({ eventId: event.eventId }, 'payment event for an unknown session');
    if (outcome === 'paid') {
      // A pending order became paid: it had no invoice, and its first one was issued with the change.
      const metrics = deps.metrics ?? NO_METRICS;
      metrics.count('shop_orders_paid_total', { via: 'online' });
      metrics.count('shop_invoices_issued_total', { kind: 'invoice' });
    }
    return ok(outcome);
  };
