import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { RenderedEmail } from '../email/rendered-email.js';
import { DEMO_SELLER } from '../invoices/invoice.fixture.js';
import { LANGUAGES } from '../shared/language.js';
import { rentalCreditEmail, rentalEndedEmail, rentalInvoiceEmail, rentalNoticeEmail, rentalOpenedEmail, rentalReminderEmail, type RentalEmailContext } from './rental-emails.js';
import { rentalDocument } from './rental-invoice.js';
import { REVERSE_CHARGE_MENTION } from '../vat/vat-mentions.js';

/** Markup a stored title may carry; escaped, it never reaches the HTML as a tag. */
const MARKUP = '<img src=x onerror="';

const anyContext: fc.Arbitrary<RentalEmailContext> = fc.record({
  language: fc.constantFrom(...LANGUAGES),
  productTitle: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 20 }).map((text) => `${MARKUP}${text}">`)),
  orderNumber: fc.integer({ min: 100_001, max: 999_999 }),
  link: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((token) => `https://shop.example/nl/rental/${token}`),
  seller: fc.constant(DEMO_SELLER),
});

const terms = {
  orderNumber: 100_200,
  language: 'de' as const,
  buyer: { name: 'Hafen GmbH', companyName: 'Hafen GmbH', vatNumber: 'DE136695976', email: 'h@example.de', street: 'Kai 1', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
  deliveryAddress: { street: 'Kai 1', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
  productTitle: 'Container 20ft',
  quantity: 2,
  dailyPrice: 350,
  containerNumbers: [],
  vat: { rule: 'reverse-charge' as const, category: 'AE' as const, ratePercent: 0, taxCountry: 'BE' as const, exemptionReasonCode: 'VATEX-EU-AE' as const, mention: REVERSE_CHARGE_MENTION },
};
const invoice = rentalDocument(terms, { index: 2, from: '2026-03-02', days: 30 }, {
  kind: 'invoice', number: '2026-000010', issueDate: '2026-02-23', seller: DEMO_SELLER, paymentReference: '+++902/6000/01073+++', dueDate: '2026-03-02', corrects: null,
});

const emailsOf = (context: RentalEmailContext): readonly RenderedEmail[] => [
  rentalOpenedEmail(context, { leadDays: 7, delivery: '2026-02-01', nextInvoiceDay: '2026-02-24', containerNumbers: ['MSKU 123456 5'] }),
  rentalInvoiceEmail(context, invoice, 2),
  rentalCreditEmail(context, { ...invoice, kind: 'credit_note' }),
  rentalReminderEmail(context, { number: invoice.number, dueDate: '2026-03-02', outstanding: 21_000, reference: '+++902/6000/01073+++' }),
  rentalNoticeEmail(context, '2026-04-01'),
  rentalEndedEmail(context, '2026-04-01', 60),
];

describe('rental emails', () => {
  it('every one links to the rental page, in plain text and HTML, and escapes the stored product title', () => {
    fc.assert(
      fc.property(anyContext, (context) => {
        for (const email of emailsOf(context)) {
          expect(email.text).toContain(context.link);
          expect(email.html).toContain(`href="${context.link}"`);
          expect(email.subject).not.toMatch(/[\r\n]/);
          if (context.productTitle.startsWith(MARKUP)) expect(email.html).not.toContain('<img src=x');
        }
      }),
    );
  });

  it('the invoice and the reminder say how to pay: amount, due date, IBAN and structured communication', () => {
    const context = { language: 'en' as const, productTitle: 'Container 20ft', orderNumber: 100_200, link: 'https://shop.example/en/rental/x', seller: DEMO_SELLER };
    const [, invoiceEmail, , reminder] = emailsOf(context);
    for (const email of [invoiceEmail, reminder]) {
      expect(email?.text).toContain('+++902/6000/01073+++');
      expect(email?.text).toContain('2026-03-02');
      expect(email?.text).toContain(DEMO_SELLER.iban);
    }
    expect(invoiceEmail?.text).toContain('€210.00');
    expect(invoiceEmail?.subject).toBe('Your invoice 2026-000010: rent Container 20ft, period 2');
  });
});
