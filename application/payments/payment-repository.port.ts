import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order } from '../../domain/orders/order.js';
import type { InvoiceTransactionStore } from '../invoices/invoice-store.port.js';

/** The writes of one webhook delivery; everything done through one instance commits or rolls back together. */
export interface PaymentTransaction {
  /** Records the event id; false when it was already recorded (a repeat delivery). */
  recordEvent(eventId: string, type: string, sessionId: string | null): Promise<boolean>;
  /**
   * The order of a payment session, locked until the transaction ends. When no order holds the
   * session, the card-paid order `orderId` that holds none yet is given it (the session was made but
   * storing its id failed). Null when neither finds an order.
   */
  lockOrderOfSession(sessionId: string, orderId: string | null): Promise<Order | null>;
  /** pending → paid with payment_verified, paid_at and a status-change row; false when the order was no longer pending. */
  markPaid(orderId: string, changedBy: string): Promise<boolean>;
  /** pending → cancelled with a status-change row; false when the order was no longer pending. */
  cancelPending(orderId: string, changedBy: string): Promise<boolean>;
  enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void>;
  /** Issuing the invoice of the order paid here, in this transaction. */
  readonly invoices: InvoiceTransactionStore;
}

export interface PaymentRepository {
  /** Runs `work` in one database transaction: a throw rolls every write back. */
  paymentTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T>;
}
