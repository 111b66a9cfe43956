import type { EmailCompany } from '../../domain/email/company-details.js';
import { newOrderNotificationEmail } from '../../domain/email/new-order-notification-email.js';
import { orderConfirmationEmail } from '../../domain/email/order-confirmation-email.js';
import type { OrderEmailData } from '../../domain/email/order-email-data.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order } from '../../domain/orders/order.js';
import type { OrderEmails } from './order-emails.port.js';

export interface OrderEmailSettings {
  /** The company mailbox that is told about every new order. */
  readonly companyMailbox: string;
  /** The configured company: the signature and the account a bank transfer is paid into. */
  readonly company: EmailCompany;
}

const emailData = (order: Order, company: EmailCompany): OrderEmailData => ({
  orderNumber: order.orderNumber,
  paymentMethod: order.paymentMethod,
  lines: order.items.map((item) => ({
    productTitle: item.productTitle,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    transportPrice: item.transportPrice,
    lineTotal: item.lineTotal,
  })),
  subtotal: order.subtotal,
  vat: order.vat,
  total: order.total,
  vatDecision: order.vatDetail,
  shippingAddress: order.shippingAddress,
  billingAddress: order.billingAddress,
  company,
});

/**
 * The customer's confirmation (with the payment instructions for a bank
 * transfer) and the company's notice. The dedupe keys make each one exist at
 * most once per order, however often it is enqueued.
 */
export const orderEmails = (order: Order, settings: OrderEmailSettings): readonly OutgoingEmail[] => {
  const data = emailData(order, settings.company);
  const confirmation = orderConfirmationEmail(data, order.language);
  const notification = newOrderNotificationEmail({ order: data, customerLanguage: order.language, adminUrl: null });
  return [
    { ...confirmation, to: order.shippingAddress.email, dedupeKey: `order-confirmation:${order.id}` },
    { ...notification, to: settings.companyMailbox, replyTo: order.shippingAddress.email, dedupeKey: `order-notification:${order.id}` },
  ];
};

/** The order emails with the shop's settings: what the composition root hands the offers and the payments. */
export const orderEmailsWith = (settings: OrderEmailSettings): OrderEmails => (order) => orderEmails(order, settings);
