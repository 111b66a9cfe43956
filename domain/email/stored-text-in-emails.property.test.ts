import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dollarsBack, textWithReplacementPatterns, withoutDollars } from '../../test/arbitraries/replacement-pattern.arbitraries.js';
import { LANGUAGES, type Language } from '../shared/language.js';
import { quoteVatFixture } from '../vat/vat-decision.fixture.js';
import { accountLockedEmail, alreadyRegisteredEmail, passwordResetEmail, verifyEmailEmail } from './account-emails.js';
import { bankTransferInstructionsEmail } from './bank-transfer-instructions.js';
import { contactAdminEmail, contactAdminFallbackEmail, contactCustomerEmail, type ContactEmailData } from './contact-emails.js';
import { newOrderNotificationEmail } from './new-order-notification-email.js';
import { orderConfirmationEmail } from './order-confirmation-email.js';
import { anOrder, TRADER } from './order-email.fixture.js';
import type { OrderEmailData } from './order-email-data.js';
import { quoteAdminEmail, quoteCustomerEmail, type QuoteEmailData } from './quote-emails.js';
import type { RenderedEmail } from './rendered-email.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);

/** An order whose stored texts (product title, customer, company, configured trader) are the text. */
const orderWith = (text: string): OrderEmailData => {
  const order = anOrder({ company: { ...TRADER, name: text, legalName: text } });
  return {
    ...order,
    lines: order.lines.map((line) => ({ ...line, productTitle: text })),
    shippingAddress: { ...order.shippingAddress, name: text, companyName: text, street: text, city: text },
  };
};

const quoteWith = (text: string, language: Language): QuoteEmailData => ({
  company: { ...TRADER, name: text },
  quoteId: '7d3c1a52-0000-4000-8000-000000000001',
  language,
  productTitle: text,
  condition: 'new',
  request: {
    customerName: text,
    email: 'anna@example.de',
    phone: null,
    companyName: text,
    quantityRequested: 2,
    colorType: 'wish_color',
    ralColor: 'RAL 5010',
    deliveryAddress: text,
    preferredDeliveryDate: '2027-03-15',
    specialRequirements: text,
  },
  fields: { requestType: 'Special Modification', purchaseOption: 'new', transportType: 'truck', transportPrice: 40_906, colorType: 'wish_color', ralColor: 'RAL 5010' },
  transport: { option: 'truck', country: 'BE', postcode: '2000' },
  vat: quoteVatFixture(),
});

const contactWith = (text: string, language: Language): ContactEmailData => ({
  company: { ...TRADER, name: text },
  messageId: 'm',
  language,
  message: { source: 'contact_page', name: text, email: 'v@example.com', phone: null, subject: text, message: text, attachmentIds: ['f0'] },
  attachments: [{ id: 'f0', name: `${text}.pdf`, size: 10 }],
  inboxUrl: 'https://shop.example/admin/inbox/messages/m',
});

/** Every email made from stored or typed text, for one language. */
const EMAILS: readonly (readonly [string, (text: string, language: Language) => RenderedEmail])[] = [
  ['order confirmation (bank transfer)', (text, language) => orderConfirmationEmail(orderWith(text), language)],
  ['order confirmation (card)', (text, language) => orderConfirmationEmail({ ...orderWith(text), paymentMethod: 'stripe' }, language)],
  ['new order notification', (text, language) => newOrderNotificationEmail({ order: orderWith(text), customerLanguage: language, adminUrl: 'https://shop.example/nl/admin/orders/1' })],
  ['bank transfer instructions', (text, language) => bankTransferInstructionsEmail({ orderNumber: 1234, amount: 642_450, company: { ...TRADER, name: text, legalName: text } }, language)],
  ['quote to the customer', (text, language) => quoteCustomerEmail(quoteWith(text, language))],
  ['quote to the company', (text, language) => quoteAdminEmail(quoteWith(text, language))],
  ['contact to the visitor', (text, language) => contactCustomerEmail(contactWith(text, language))],
  ['contact to the company', (text, language) => contactAdminEmail(contactWith(text, language))],
  ['contact fallback', (text, language) => contactAdminFallbackEmail(contactWith(text, language))],
  ['verify email', (text, language) => verifyEmailEmail(language, { ...TRADER, name: text }, 'https://shop.example/verify')],
  ['already registered', (text, language) => alreadyRegisteredEmail(language, { ...TRADER, name: text }, 'https://shop.example/a', 'https://shop.example/b')],
  ['password reset', (text, language) => passwordResetEmail(language, { ...TRADER, name: text }, 'https://shop.example/reset')],
  ['account locked', (text, language) => accountLockedEmail(language, { ...TRADER, name: text }, 'https://shop.example/reset')],
];

describe('stored text with replacement patterns in the emails (properties)', () => {
  it.each(EMAILS)('%s: `$` is an ordinary character (the email is the same as with any other character there)', (_name, render) => {
    fc.assert(
      fc.property(textWithReplacementPatterns, anyLanguage, (text, language) => {
        const email = render(text, language);
        const standIn = render(withoutDollars(text), language);
        expect(email.subject).toBe(dollarsBack(standIn.subject));
        expect(email.text).toBe(dollarsBack(standIn.text));
        expect(email.html).toBe(dollarsBack(standIn.html));
      }),
      { numRuns: 30 },
    );
  });

  it('the text reaches the email as written', () => {
    const text = "Box $' $` $& $1 $$ end";
    expect(orderConfirmationEmail(orderWith(text), 'en').text).toContain(text);
    expect(quoteCustomerEmail(quoteWith(text, 'en')).subject).toContain(text);
  });
});
