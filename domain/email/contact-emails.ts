import type { EmailCompany } from './company-details.js';
import type { ContactMessage } from '../forms/contact-form.js';
import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';
import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from './email-layout.js';
import { escapeHtml, oneLine, type RenderedEmail } from './rendered-email.js';

export interface ContactAttachment {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

/** Everything a contact message's emails show. */
export interface ContactEmailData {
  readonly messageId: string;
  readonly language: Language;
  readonly message: ContactMessage;
  readonly attachments: readonly ContactAttachment[];
  /** The message's page in the admin inbox, where signed-in admins open the files. */
  readonly inboxUrl: string;
  /** The configured company, who signs. */
  readonly company: EmailCompany;
}

export const BACKUP_SUBJECT_PREFIX = 'BACKUP: ';

const TEXTS = {
  subject: {
    nl: 'We hebben uw bericht ontvangen',
    de: 'Wir haben Ihre Nachricht erhalten',
    fr: 'Nous avons bien reçu votre message',
    en: 'We have received your message',
  },
  greeting: { nl: 'Beste {name},', de: 'Guten Tag {name},', fr: 'Bonjour {name},', en: 'Dear {name},' },
  thanks: {
    nl: 'Bedankt voor uw bericht. We nemen zo snel mogelijk contact met u op.',
    de: 'Vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.',
    fr: 'Merci pour votre message. Nous vous répondrons dans les plus brefs délais.',
    en: 'Thank you for your message. We will get back to you as soon as possible.',
  },
  yourMessage: { nl: 'Uw bericht', de: 'Ihre Nachricht', fr: 'Votre message', en: 'Your message' },
  subjectLabel: { nl: 'Onderwerp', de: 'Betreff', fr: 'Sujet', en: 'Subject' },
  attachments: {
    nl: 'Bijlagen: {count}',
    de: 'Anhänge: {count}',
    fr: 'Pièces jointes : {count}',
    en: 'Attachments: {count}',
  },
} as const satisfies Record<string, LocalizedText>;

const paragraphsHtml = (text: string): string =>
  `<p style="white-space: pre-wrap;">${escapeHtml(text)}</p>`;

/** The confirmation to the visitor, in their language: the message echoed and the number of attachments. */
export const contactCustomerEmail = (data: ContactEmailData): RenderedEmail => {
  const language = data.language;
  const subject = TEXTS.subject[language];
  const greeting = fillTemplate(TEXTS.greeting[language], { name: data.message.name });
  const attachments = fillTemplate(TEXTS.attachments[language], { count: data.attachments.length });
  const subjectRow = data.message.subject === null ? [] : [`${TEXTS.subjectLabel[language]}: ${data.message.subject}`];
  const html = emailDocument(
    language,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(TEXTS.thanks[language])}</p>`,
      `<h3>${escapeHtml(TEXTS.yourMessage[language])}</h3>`,
      ...subjectRow.map((row) => `<p>${escapeHtml(row)}</p>`),
      paragraphsHtml(data.message.message),
      `<p>${escapeHtml(attachments)}</p>`,
      signatureHtml(language, data.company),
    ].join('\n'),
  );
  const text = [
    greeting,
    '',
    TEXTS.thanks[language],
    '',
    `${TEXTS.yourMessage[language]}:`,
    ...subjectRow,
    data.message.message,
    '',
    attachments,
    '',
    signatureText(language, data.company),
  ].join('\n');
  return { subject, html, text };
};

const SOURCE_NAMES: Readonly<Record<ContactMessage['source'], string>> = {
  contact_page: 'contact page',
  home: 'home page',
  landing: 'landing page',
};

const fileLink = (data: ContactEmailData, file: ContactAttachment): string => `${data.inboxUrl}#file-${file.id}`;

const adminSubject = (data: ContactEmailData): string =>
  oneLine(`New contact message from ${data.message.name}${data.message.subject === null ? '' : `: ${data.message.subject}`}`);

/** The notice to the company's mailbox (English): the visitor's details, the message and links to the files. */
export const contactAdminEmail = (data: ContactEmailData): RenderedEmail => {
  const { message } = data;
  const subject = adminSubject(data);
  const rows: readonly (readonly [string, string])[] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Phone', message.phone ?? 'not provided'],
    ...(message.subject === null ? [] : [['Subject', message.subject] as const]),
    ['Language', data.language],
    ['Form', SOURCE_NAMES[message.source]],
  ];
  const filesHtml =
    data.attachments.length === 0
      ? '<p>No attachments.</p>'
      : `<p>Attachments (${data.attachments.length}):</p><ul>${data.attachments
          .map((file) => `<li><a href="${escapeHtml(fileLink(data, file))}">${escapeHtml(file.name)}</a> (${file.size} bytes)</li>`)
          .join('')}</ul>`;
  const html = emailDocument(
    'en',
    subject,
    [
      '<h2>New contact message</h2>',
      keyValueTableHtml(rows),
      '<h3>Message</h3>',
      paragraphsHtml(message.message),
      filesHtml,
      `<p><a href="${escapeHtml(data.inboxUrl)}">Open the message in the admin inbox</a></p>`,
    ].join('\n'),
  );
  const filesText =
    data.attachments.length === 0
      ? ['No attachments.']
      : [`Attachments (${data.attachments.length}):`, ...data.attachments.map((file) => `- ${file.name} (${file.size} bytes): ${fileLink(data, file)}`)];
  const text = ['New contact message', '', keyValueText(rows), '', 'Message:', message.message, '', ...filesText, '', `Admin inbox: ${data.inboxUrl}`].join('\n');
  return { subject, html, text };
};

/** The spec's retry: a 'BACKUP:' subject and a short body, sent when the notice cannot be delivered. */
export const contactAdminFallbackEmail = (data: ContactEmailData): RenderedEmail => {
  const subject = `${BACKUP_SUBJECT_PREFIX}${adminSubject(data)}`;
  const lines = [
    `A new contact message arrived from ${data.message.name} <${data.message.email}> with ${data.attachments.length} attachment(s).`,
    `Read it in the admin inbox: ${data.inboxUrl}`,
  ];
  const html = emailDocument('en', subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'));
  return { subject, html, text: lines.join('\n') };
};
