import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from '../email/email-layout.js';
import { formatEmailEuro } from '../email/email-money.js';
import { escapeHtml, oneLine, type RenderedEmail } from '../email/rendered-email.js';
import { fillTemplate, type LocalizedText } from '../shared/language.js';
import type { InvoiceDocument } from './invoice-document.js';
import { INVOICE_TEXTS } from './invoice-texts.js';

const TEXTS = {
  subject: { nl: 'Uw {kind} {number}', de: 'Ihre {kind} {number}', fr: 'Votre {kind} {number}', en: 'Your {kind} {number}' },
  body: {
    nl: 'In de bijlage vindt u uw {kind} {number} voor bestelling {order}, als PDF en als elektronische factuur (UBL, Peppol BIS Billing 3.0).',
    de: 'Im Anhang finden Sie Ihre {kind} {number} zur Bestellung {order}, als PDF und als elektronische Rechnung (UBL, Peppol BIS Billing 3.0).',
    fr: 'Vous trouverez en pièce jointe votre {kind} {number} pour la commande {order}, en PDF et en facture électronique (UBL, Peppol BIS Billing 3.0).',
    en: 'Attached is your {kind} {number} for order {order}, as a PDF and as an electronic invoice (UBL, Peppol BIS Billing 3.0).',
  },
} as const satisfies Record<string, LocalizedText>;

/** "Your invoice" (or credit note) to the customer, in their language; the files go as attachments. */
export const invoiceEmail = (doc: InvoiceDocument): RenderedEmail => {
  const language = doc.language;
  const kind = (doc.kind === 'invoice' ? INVOICE_TEXTS.invoice : INVOICE_TEXTS.creditNote)[language].toLowerCase();
  const values = { kind, number: doc.number, order: doc.orderNumber };
  const subject = oneLine(fillTemplate(TEXTS.subject[language], values));
  const intro = fillTemplate(TEXTS.body[language], values);
  const rows: (readonly [string, string])[] = [
    [INVOICE_TEXTS.number[language], doc.number],
    [INVOICE_TEXTS.issueDate[language], doc.issueDate],
    [INVOICE_TEXTS.total[language], formatEmailEuro(doc.total, language)],
  ];
  const html = emailDocument(language, subject, [`<p>${escapeHtml(intro)}</p>`, keyValueTableHtml(rows), signatureHtml(language, doc.seller)].join('\n'));
  const text = [intro, '', keyValueText(rows), '', signatureText(language, doc.seller)].join('\n');
  return { subject, html, text };
};
