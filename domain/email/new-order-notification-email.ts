import { vatMentionText } from '../vat/vat-decision.js';
import { vatRateLabel } from '../vat/vat-texts.js';
import { structuredCommunication } from '../payments/structured-communication.js';
import type { Language } from '../shared/language.js';
import { emailDocument, keyValueTableHtml, keyValueText } from './email-layout.js';
import { formatEmailEuro } from './email-money.js';
import { billingAddressLines, shippingAddressLines } from './order-address-lines.js';
import type { OrderEmailData } from './order-email-data.js';
import { escapeHtml, oneLine, type RenderedEmail } from './rendered-email.js';

const PAYMENT_LABELS: Readonly<Record<OrderEmailData['paymentMethod'], string>> = {
  stripe: 'Card (Stripe)',
  bank_transfer: 'Bank transfer',
};

export interface NewOrderNotice {
  readonly order: OrderEmailData;
  /** The customer's language, so the team answers in it. */
  readonly customerLanguage: Language;
  /** A link to the order in the admin, when there is one. */
  readonly adminUrl: string | null;
}

/** The company's notice of a new order, always in English (it goes to the company mailbox). */
export const newOrderNotificationEmail = ({ order, customerLanguage, adminUrl }: NewOrderNotice): RenderedEmail => {
  const customer = oneLine(order.shippingAddress.name);
  const subject = `New order ${order.orderNumber} from ${customer} (${formatEmailEuro(order.total, 'en')})`;
  const summary: (readonly [string, string])[] = [
    ['Order number', String(order.orderNumber)],
    ['Payment method', PAYMENT_LABELS[order.paymentMethod]],
    ['Customer language', customerLanguage],
    ['Subtotal (excl. VAT)', formatEmailEuro(order.subtotal, 'en')],
    ...order.vatDecision.breakdown.map((group) => [`${vatRateLabel(group.ratePercent, 'en')} (${group.category})`, formatEmailEuro(group.vat, 'en')] as const),
    ['Total (incl. VAT)', formatEmailEuro(order.total, 'en')],
  ];
  if (order.vatDecision.vatNumber !== null) {
    const check = order.vatDecision.vatNumberCheck + (order.vatDecision.viesConsultation === null ? '' : ` (consultation ${order.vatDecision.viesConsultation})`);
    summary.push(['Company', order.vatDecision.companyName ?? ''], ['VAT number', order.vatDecision.vatNumber], ['VIES check', check]);
  }
  const mention = vatMentionText(order.vatDecision.breakdown, 'en');
  if (mention !== null) summary.push(['VAT mention', mention]);
  if (order.paymentMethod === 'bank_transfer') summary.push(['Structured communication', structuredCommunication(order.orderNumber)]);
  const lines = order.lines.map(
    (line) => `${line.quantity} × ${line.productTitle}: ${formatEmailEuro(line.lineTotal, 'en')}` +
      (line.transportPrice === null ? '' : ` (transport ${formatEmailEuro(line.transportPrice, 'en')})`),
  );
  const shipping = shippingAddressLines(order.shippingAddress, 'en');
  const billing = billingAddressLines(order.billingAddress, 'en');

  const html = [
    `<h2>${escapeHtml(`New order ${order.orderNumber}`)}</h2>`,
    keyValueTableHtml(summary),
    `<h3>Items</h3><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<h3>Shipping address</h3><p>${shipping.map(escapeHtml).join('<br>')}</p>`,
    `<h3>Billing address</h3><p>${billing.map(escapeHtml).join('<br>')}</p>`,
    ...(adminUrl === null ? [] : [`<p><a href="${escapeHtml(adminUrl)}">Open the order in the admin</a></p>`]),
  ].join('\n');
  const text = [
    `New order ${order.orderNumber}`,
    keyValueText(summary),
    `Items:\n${lines.map((line) => `- ${line}`).join('\n')}`,
    `Shipping address:\n${shipping.join('\n')}`,
    `Billing address:\n${billing.join('\n')}`,
    ...(adminUrl === null ? [] : [`Admin: ${adminUrl}`]),
  ].join('\n\n');
  return { subject, html: emailDocument('en', subject, html), text };
};
