import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from '../email/email-layout.js';
import { formatEmailEuro } from '../email/email-money.js';
import { escapeHtml, oneLine, type RenderedEmail } from '../email/rendered-email.js';
import type { InvoiceDocument, SellerDetails } from '../invoices/invoice-document.js';
import { fillTemplate, type Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { RENTAL_TEXTS } from './rental-texts.js';

/** What every rental email says and where it links: the contract's rental page (a secret link). */
export interface RentalEmailContext {
  readonly language: Language;
  readonly productTitle: string;
  readonly orderNumber: number;
  /** `{publicUrl}/{lang}/rental/{token}`. */
  readonly link: string;
  readonly seller: Pick<SellerDetails, 'name' | 'iban'>;
}

type Rows = readonly (readonly [string, string])[];

/** One layout for all: a paragraph, a table, the rental page link, the signature. */
const compose = (context: RentalEmailContext, subject: string, paragraph: string, rows: Rows): RenderedEmail => {
  const language = context.language;
  const linkLabel = RENTAL_TEXTS.rentalPage[language];
  const html = emailDocument(
    language,
    subject,
    [
      `<p>${escapeHtml(paragraph)}</p>`,
      rows.length === 0 ? '' : keyValueTableHtml(rows),
      `<p>${escapeHtml(linkLabel)}<br><a href="${escapeHtml(context.link)}">${escapeHtml(context.link)}</a></p>`,
      signatureHtml(language, context.seller),
    ].join('\n'),
  );
  const text = [paragraph, ...(rows.length === 0 ? [] : ['', keyValueText(rows)]), '', linkLabel, context.link, '', signatureText(language, context.seller)].join('\n');
  return { subject: oneLine(subject), html, text };
};

const t = (key: keyof typeof RENTAL_TEXTS, context: RentalEmailContext, values: Readonly<Record<string, string | number>> = {}): string =>
  fillTemplate(RENTAL_TEXTS[key][context.language], { title: context.productTitle, order: context.orderNumber, ...values });

/** The payment rows of an unpaid invoice: amount, due date, account, structured communication. */
const paymentRows = (context: RentalEmailContext, amount: Cents, dueDate: string, reference: string | null): Rows => [
  [RENTAL_TEXTS.amount[context.language], formatEmailEuro(amount, context.language)],
  [RENTAL_TEXTS.dueDate[context.language], dueDate],
  [RENTAL_TEXTS.iban[context.language], context.seller.iban],
  ...(reference === null ? [] : [[RENTAL_TEXTS.communication[context.language], reference] as const]),
];

/** What the rent's start email states. */
export interface RentalStart {
  readonly leadDays: number;
  readonly delivery: string;
  readonly nextInvoiceDay: string | null;
  readonly containerNumbers: readonly string[];
}

/** Sent when the delivery day is set: the rent runs from it, how it is billed, and the rental page. */
export const rentalOpenedEmail = (context: RentalEmailContext, start: RentalStart): RenderedEmail =>
  compose(context, t('openedSubject', context), t('openedBody', context, { lead: start.leadDays }), [
    [RENTAL_TEXTS.delivery[context.language], start.delivery],
    ...(start.nextInvoiceDay === null ? [] : [[RENTAL_TEXTS.nextInvoice[context.language], start.nextInvoiceDay] as const]),
    ...(start.containerNumbers.length === 0 ? [] : [[RENTAL_TEXTS.containers[context.language], start.containerNumbers.join(', ')] as const]),
  ]);

/** A period's invoice (the PDF, and the UBL for a Peppol buyer, are attached by the outbox). */
export const rentalInvoiceEmail = (context: RentalEmailContext, document: InvoiceDocument, periodIndex: number): RenderedEmail => {
  const period = document.period === undefined || document.period === null ? null : `${document.period.start} – ${document.period.end}`;
  return compose(context, t('invoiceSubject', context, { number: document.number, index: periodIndex }), t('invoiceBody', context), [
    ...(period === null ? [] : [[RENTAL_TEXTS.period[context.language], period] as const]),
    ...paymentRows(context, document.total - document.paid, document.dueDate ?? document.issueDate, document.payment.reference),
  ]);
};

/** A credit note for rent paid but not used (attached by the outbox). */
export const rentalCreditEmail = (context: RentalEmailContext, document: InvoiceDocument): RenderedEmail =>
  compose(context, t('creditSubject', context, { number: document.number }), t('creditBody', context), [[RENTAL_TEXTS.amount[context.language], formatEmailEuro(document.total, context.language)]]);

export interface ReminderFacts {
  readonly number: string;
  readonly dueDate: string;
  readonly outstanding: Cents;
  readonly reference: string | null;
}

/** A late-payment reminder for one rental invoice. */
export const rentalReminderEmail = (context: RentalEmailContext, facts: ReminderFacts): RenderedEmail =>
  compose(
    context,
    t('reminderSubject', context, { number: facts.number }),
    t('reminderBody', context, { number: facts.number, due: facts.dueDate }),
    paymentRows(context, facts.outstanding, facts.dueDate, facts.reference),
  );

/** The customer's notice (or the shop's early end) confirmed: the pick-up day. */
export const rentalNoticeEmail = (context: RentalEmailContext, pickupDate: string): RenderedEmail =>
  compose(context, t('noticeSubject', context, { date: pickupDate }), t('noticeBody', context, { date: pickupDate }), []);

/** The pick-up confirmed (or the contract ended): the rent's end and the days charged in all. */
export const rentalEndedEmail = (context: RentalEmailContext, endDate: string, usedDays: number): RenderedEmail =>
  compose(context, t('endedSubject', context), t('endedBody', context, { date: endDate, days: usedDays }), []);
