import { fillTemplate, type Language } from '../shared/language.js';
import { bankTransferBlock } from './bank-transfer-instructions.js';
import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from './email-layout.js';
import { formatEmailEuro } from './email-money.js';
import { billingAddressLines, shippingAddressLines } from './order-address-lines.js';
import type { OrderEmailData } from './order-email-data.js';
import { ORDER_EMAIL_TEXTS as T } from './order-email-texts.js';
import { escapeHtml, oneLine, type RenderedEmail } from './rendered-email.js';
import { vatMentionText } from '../vat/vat-decision.js';
import { VAT_NUMBER_LABEL, vatRateLabel } from '../vat/vat-texts.js';

const linesTableHtml = (order: OrderEmailData, language: Language): string => {
  const money = (cents: number): string => escapeHtml(formatEmailEuro(cents, language));
  const head = [T.product, T.quantity, T.unitPrice, T.transport, T.lineTotal]
    .map((label) => `<th align="left">${escapeHtml(label[language])}</th>`)
    .join('');
  const body = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.productTitle)}</td><td>${line.quantity}</td><td>${money(line.unitPrice)}</td>` +
        `<td>${money(line.transportPrice ?? 0)}</td><td>${money(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  return `<table cellpadding="4" style="border-collapse: collapse;"><tr>${head}</tr>\n${body}</table>`;
};

const linesText = (order: OrderEmailData, language: Language): string =>
  order.lines
    .map((line) => {
      const transport = line.transportPrice === null || line.transportPrice === 0 ? '' : ` + ${T.transport[language]} ${formatEmailEuro(line.transportPrice, language)}`;
      return `- ${line.quantity} × ${line.productTitle} (${formatEmailEuro(line.unitPrice, language)}${transport}) = ${formatEmailEuro(line.lineTotal, language)}`;
    })
    .join('\n');

const totalsRows = (order: OrderEmailData, language: Language): readonly (readonly [string, string])[] => [
  [T.subtotal[language], formatEmailEuro(order.subtotal, language)],
  ...order.vatDecision.breakdown.map((group) => [vatRateLabel(group.ratePercent, language), formatEmailEuro(group.vat, language)] as const),
  [T.total[language], formatEmailEuro(order.total, language)],
  ...(order.vatDecision.vatNumber === null ? [] : [[VAT_NUMBER_LABEL[language], order.vatDecision.vatNumber] as const]),
];

/** The exemption or reverse-charge mention, when a line is not charged VAT. */
const mentionOf = (order: OrderEmailData, language: Language): string | null => vatMentionText(order.vatDecision.breakdown, language);

const addressHtml = (title: string, lines: readonly string[]): string =>
  `<h3>${escapeHtml(title)}</h3><p>${lines.map(escapeHtml).join('<br>')}</p>`;

/**
 * The customer's order confirmation in their language: lines, totals, addresses;
 * for a bank transfer also the payment instructions, for a card payment the
 * note that it was received.
 */
export const orderConfirmationEmail = (order: OrderEmailData, language: Language): RenderedEmail => {
  const subject = fillTemplate(T.confirmationSubject[language], { orderNumber: order.orderNumber });
  const greeting = fillTemplate(T.greeting[language], { name: oneLine(order.shippingAddress.name) });
  const payment =
    order.paymentMethod === 'bank_transfer'
      ? bankTransferBlock({ orderNumber: order.orderNumber, amount: order.total, company: order.company }, language)
      : { html: `<p>${escapeHtml(T.paidByCard[language])}</p>`, text: T.paidByCard[language] };
  const shipping = shippingAddressLines(order.shippingAddress, language);
  const billing = billingAddressLines(order.billingAddress, language);
  const mention = mentionOf(order, language);

  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(T.thanks[language])}</p>`,
    `<p><strong>${escapeHtml(T.orderNumber[language])}:</strong> ${order.orderNumber}</p>`,
    linesTableHtml(order, language),
    keyValueTableHtml(totalsRows(order, language)),
    ...(mention === null ? [] : [`<p><strong>${escapeHtml(mention)}</strong></p>`]),
    payment.html,
    `<p>${escapeHtml(T.invoiceNotice[language])}</p>`,
    addressHtml(T.shippingAddress[language], shipping),
    addressHtml(T.billingAddress[language], billing),
    `<p>${escapeHtml(T.questions[language])}</p>`,
    signatureHtml(language, order.company),
  ].join('\n');

  const text = [
    greeting,
    T.thanks[language],
    `${T.orderNumber[language]}: ${order.orderNumber}`,
    linesText(order, language),
    keyValueText(totalsRows(order, language)),
    ...(mention === null ? [] : [mention]),
    payment.text,
    T.invoiceNotice[language],
    `${T.shippingAddress[language]}:\n${shipping.join('\n')}`,
    `${T.billingAddress[language]}:\n${billing.join('\n')}`,
    T.questions[language],
    signatureText(language, order.company),
  ].join('\n\n');

  return { subject, html: emailDocument(language, subject, html), text };
};
