import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { quoteVatFixture } from '../vat/vat-decision.fixture.js';
import { quoteAdminEmail, quoteCustomerEmail, type QuoteEmailData } from './quote-emails.js';
import { TRADER } from './order-email.fixture.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyMarkup = fc.string({ minLength: 1, maxLength: 40 }).map((text) => `<b onclick="x">${text}</b>`);
const anyTitle = fc.string({ minLength: 1, maxLength: 60 });

const data = (language: QuoteEmailData['language'], name: string, requirements: string, title: string): QuoteEmailData => ({
  company: TRADER,
  quoteId: 'q-1',
  language,
  productTitle: title,
  condition: 'used-a',
  request: {
    customerName: name,
    email: 'a@example.com',
    phone: null,
    companyName: null,
    quantityRequested: 1,
    colorType: 'from_stack',
    ralColor: 'N/A',
    deliveryAddress: null,
    preferredDeliveryDate: null,
    specialRequirements: requirements,
  },
  fields: { requestType: 'Bulk Order', purchaseOption: 'used_a', transportType: 'none', transportPrice: null, colorType: 'from_stack', ralColor: 'N/A' },
  transport: null,
  vat: quoteVatFixture(),
});

describe('quote emails (properties)', () => {
  it('never put what a visitor typed into the HTML unescaped', () => {
    fc.assert(
      fc.property(anyLanguage, anyMarkup, anyMarkup, (language, name, requirements) => {
        for (const email of [quoteCustomerEmail(data(language, name, requirements, 'X')), quoteAdminEmail(data(language, name, requirements, 'X'))]) {
          expect(email.html).not.toContain('<b onclick');
        }
      }),
    );
  });

  it('keep every subject on one header line', () => {
    fc.assert(
      fc.property(anyLanguage, anyTitle, anyTitle, (language, name, title) => {
        expect(quoteCustomerEmail(data(language, name, '', title)).subject).not.toMatch(/[\r\n]/);
        expect(quoteAdminEmail(data(language, name, '', title)).subject).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
