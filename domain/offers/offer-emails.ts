import type { EmailCompany } from '../email/company-details.js';
import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from '../email/email-layout.js';
import { formatEmailEuro } from '../email/email-money.js';
import { escapeHtml, oneLine, type RenderedEmail } from '../email/rendered-email.js';
import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import { OFFER_TEXTS } from './offer-texts.js';

/** What the customer's offer emails show. */
export interface OfferEmailData {
  readonly company: EmailCompany;
  readonly number: string;
  readonly revision: number;
  readonly customerName: string;
  readonly language: Language;
  readonly total: Cents;
  readonly validUntil: string;
  /** The secret link to the offer page (`{publicUrl}/{lang}/offer/{token}`). */
  readonly link: string;
  readonly note: string | null;
}

const TEXTS = {
  subject: { nl: 'Uw offerte {number}', de: 'Ihr Angebot {number}', fr: 'Votre offre {number}', en: 'Your quotation {number}' },
  revisedSubject: { nl: 'Uw offerte {number} (versie {revision})', de: 'Ihr Angebot {number} (Fassung {revision})', fr: 'Votre offre {number} (version {revision})', en: 'Your quotation {number} (revision {revision})' },
  reminderSubject: { nl: 'Herinnering: uw offerte {number} loopt af op {date}', de: 'Erinnerung: Ihr Angebot {number} läuft am {date} ab', fr: 'Rappel : votre offre {number} expire le {date}', en: 'Reminder: your quotation {number} expires on {date}' },
  greeting: { nl: 'Beste {name},', de: 'Guten Tag {name},', fr: 'Bonjour {name},', en: 'Dear {name},' },
  intro: {
    nl: 'Hartelijk dank voor uw interesse. In de bijlage vindt u onze offerte {number} als PDF.',
    de: 'Vielen Dank für Ihr Interesse. Im Anhang finden Sie unser Angebot {number} als PDF.',
    fr: 'Merci de votre intérêt. Vous trouverez en pièce jointe notre offre {number} en PDF.',
    en: 'Thank you for your interest. Attached is our quotation {number} as a PDF.',
  },
  reminder: {
    nl: 'Onze offerte {number} is nog geldig tot en met {date}. Wilt u ze aanvaarden, dan kan dat online.',
    de: 'Unser Angebot {number} ist noch bis einschließlich {date} gültig. Sie können es online annehmen.',
    fr: 'Notre offre {number} est encore valable jusqu’au {date} inclus. Vous pouvez l’accepter en ligne.',
    en: 'Our quotation {number} is valid until {date} inclusive. You can accept it online.',
  },
  link: {
    nl: 'Bekijk, aanvaard of weiger de offerte online:',
    de: 'Angebot online ansehen, annehmen oder ablehnen:',
    fr: 'Consultez, acceptez ou refusez l’offre en ligne :',
    en: 'View, accept or decline the quotation online:',
  },
  total: { nl: 'Totaal incl. btw', de: 'Gesamtbetrag brutto', fr: 'Total TVAC', en: 'Total incl. VAT' },
  number: { nl: 'Offertenummer', de: 'Angebotsnummer', fr: 'Numéro d’offre', en: 'Quotation number' },
} as const satisfies Record<string, LocalizedText>;

const rowsOf = (data: OfferEmailData): readonly (readonly [string, string])[] => {
  const language = data.language;
  return [
    [TEXTS.number[language], data.number],
    [OFFER_TEXTS.revision[language], String(data.revision)],
    [TEXTS.total[language], formatEmailEuro(data.total, language)],
    [OFFER_TEXTS.validUntil[language], data.validUntil],
  ];
};

const compose = (data: OfferEmailData, subject: string, paragraph: string): RenderedEmail => {
  const language = data.language;
  const greeting = fillTemplate(TEXTS.greeting[language], { name: data.customerName });
  const rows = rowsOf(data);
  const note = data.note === null ? null : `${OFFER_TEXTS.note[language]}: ${data.note}`;
  const html = emailDocument(
    language,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(paragraph)}</p>`,
      keyValueTableHtml(rows),
      note === null ? '' : `<p>${escapeHtml(note)}</p>`,
      `<p>${escapeHtml(TEXTS.link[language])}<br><a href="${escapeHtml(data.link)}">${escapeHtml(data.link)}</a></p>`,
      signatureHtml(language, data.company),
    ].join('\n'),
  );
  const text = [greeting, '', paragraph, '', keyValueText(rows), ...(note === null ? [] : ['', note]), '', TEXTS.link[language], data.link, '', signatureText(language, data.company)].join('\n');
  return { subject, html, text };
};

/** The offer to the customer, in their language, with the PDF attached by the outbox and the secret link. */
export const offerSentEmail = (data: OfferEmailData): RenderedEmail => {
  const values = { number: data.number, revision: data.revision };
  const subject = oneLine(fillTemplate((data.revision > 1 ? TEXTS.revisedSubject : TEXTS.subject)[data.language], values));
  return compose(data, subject, fillTemplate(TEXTS.intro[data.language], values));
};

/** The one reminder a few days before the validity ends. */
export const offerReminderEmail = (data: OfferEmailData): RenderedEmail => {
  const values = { number: data.number, date: data.validUntil };
  return compose(data, oneLine(fillTemplate(TEXTS.reminderSubject[data.language], values)), fillTemplate(TEXTS.reminder[data.language], values));
};

/** The company's notice (English, as every admin notification) that a customer answered or asked again. */
export const offerAdminEmail = (subject: string, rows: readonly (readonly [string, string])[]): RenderedEmail => {
  const title = oneLine(subject);
  return { subject: title, html: emailDocument('en', title, [`<h2>${escapeHtml(title)}</h2>`, keyValueTableHtml(rows)].join('\n')), text: [title, '', keyValueText(rows)].join('\n') };
};
