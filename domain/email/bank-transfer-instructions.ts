import { structuredCommunication } from '../payments/structured-communication.js';
import { fillTemplate, type Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import type { EmailCompany } from './company-details.js';
import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from './email-layout.js';
import { formatEmailEuro } from './email-money.js';
import { ORDER_EMAIL_TEXTS as T } from './order-email-texts.js';
import { escapeHtml, type RenderedEmail } from './rendered-email.js';

export interface BankTransferDetails {
  readonly orderNumber: number;
  /** The amount to pay, VAT included. */
  readonly amount: Cents;
  /** Whose account is paid (the configured company). */
  readonly company: EmailCompany;
}

const rows = (details: BankTransferDetails, language: Language): readonly (readonly [string, string])[] => [
  [T.beneficiary[language], details.company.legalName],
  ['IBAN', details.company.iban],
  ['BIC', details.company.bic],
  [T.amount[language], formatEmailEuro(details.amount, language)],
  [T.communication[language], structuredCommunication(details.orderNumber)],
];

/** The payment-instructions block, embedded in the bank-transfer order confirmation. */
export const bankTransferBlock = (details: BankTransferDetails, language: Language): { readonly html: string; readonly text: string } => ({
  html: [
    `<h2>${escapeHtml(T.bankTransferTitle[language])}</h2>`,
    `<p>${escapeHtml(T.bankTransferIntro[language])}</p>`,
    keyValueTableHtml(rows(details, language)),
  ].join('\n'),
  text: [T.bankTransferTitle[language], T.bankTransferIntro[language], keyValueText(rows(details, language))].join('\n\n'),
});

/** The payment instructions on their own (e.g. a reminder); the confirmation already holds them. */
export const bankTransferInstructionsEmail = (details: BankTransferDetails, language: Language): RenderedEmail => {
  const subject = fillTemplate(T.bankTransferSubject[language], { orderNumber: details.orderNumber });
  const block = bankTransferBlock(details, language);
  return {
    subject,
    html: emailDocument(language, subject, [block.html, signatureHtml(language, details.company)].join('\n')),
    text: [block.text, signatureText(language, details.company)].join('\n\n'),
  };
};
