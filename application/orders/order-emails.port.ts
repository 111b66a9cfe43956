import type { Order } from '../../domain/orders/order.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';

/** An order's confirmation and the company's notice (order-emails.ts), as an offer's acceptance or a payment enqueues them. */
export type OrderEmails = (order: Order) => readonly OutgoingEmail[];
