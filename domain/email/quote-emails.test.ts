import { describe, expect, it } from '@jest/globals';
import type { QuoteRequest } from '../forms/quote-form.js';
import { quoteVatFixture, reverseChargeQuoteVat } from '../vat/vat-decision.fixture.js';
import { quoteAdminEmail, quoteAdminFallbackEmail, quoteCustomerEmail, QUOTE_FALLBACK_TEXT, type QuoteEmailData } from './quote-emails.js';
import { TRADER } from './order-email.fixture.js';

const request: QuoteRequest = {
  customerName: 'Anna Schmidt',
  email: 'anna@example.de',
  phone: null,
  companyName: null,
  quantityRequested: 2,
  colorType: 'wish_color',
  ralColor: 'RAL 5010',
  deliveryAddress: null,
  preferredDeliveryDate: '2027-03-15',
  specialRequirements: 'Two doors <please>',
};

const data = (overrides: Partial<QuoteEmailData> = {}): QuoteEmailData => ({
  company: TRADER,
  quoteId: '7d3c1a52-0000-4000-8000-000000000001',
  language: 'en',
  productTitle: '20ft High Cube',
  condition: 'new',
  request,
  fields: {
    requestType: 'Special Modification',
    purchaseOption: 'new',
    transportType: 'truck',
    transportPrice: 40_906,
    colorType: 'wish_color',
    ralColor: 'RAL 5010',
  },
  transport: { option: 'truck_with_crane', country: 'BE', postcode: '2000' },
  vat: quoteVatFixture(),
  ...overrides,
});

describe('quote emails', () => {
  it('state the VAT: the rate, and for a reverse-charged business the VAT number and the mention', () => {
    expect(quoteCustomerEmail(data()).text).toContain('VAT: VAT 21%');
    const reverse = quoteCustomerEmail(data({ language: 'de', vat: reverseChargeQuoteVat() }));
    expect(reverse.text).toContain('USt-IdNr.: DE136695976');
    expect(reverse.text).toContain('MwSt. 0%: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 Richtlinie 2006/112/EG');
    expect(quoteAdminEmail(data({ vat: reverseChargeQuoteVat() })).text).toContain('VIES check: confirmed (consultation WAPIAAAAX7654321)');
  });

  it('confirms to the customer in their language, promising contact within 24 hours', () => {
    expect(quoteCustomerEmail(data()).subject).toBe('Your quote request: 20ft High Cube');
    expect(quoteCustomerEmail(data()).text).toContain('We will contact you within 24 hours.');
    const nl = quoteCustomerEmail(data({ language: 'nl' }));
    expect(nl.subject).toBe('Uw offerteaanvraag: 20ft High Cube');
    expect(nl.text).toContain('Wij nemen binnen 24 uur contact met u op.');
    expect(nl.text).toContain('Vrachtwagen met kraan, België 2000');
    expect(nl.text).toContain('Wenskleur RAL RAL 5010');
    expect(quoteCustomerEmail(data({ language: 'fr' })).text).toContain('dans les 24 heures');
    expect(quoteCustomerEmail(data({ language: 'de' })).text).toContain('409,06');
  });

  it('signs the customer email and escapes what the customer typed', () => {
    const email = quoteCustomerEmail(data());
    expect(email.text).toContain('Kind regards,');
    expect(email.html).toContain('Two doors &lt;please&gt;');
    expect(email.html).not.toContain('<please>');
  });

  it('leaves the transport price out for self pickup and shows no transport without a choice', () => {
    const pickup = quoteCustomerEmail(
      data({ transport: { option: 'self_pickup', country: null, postcode: null }, fields: { ...data().fields, transportPrice: 0, transportType: 'none' } }),
    );
    expect(pickup.text).toContain('Transport: Self pickup');
    expect(pickup.text).not.toContain('Estimated transport price');
    expect(quoteCustomerEmail(data({ transport: null })).text).not.toContain('Transport:');
  });

  it('gives the company every field, with not provided for empty optional ones', () => {
    const email = quoteAdminEmail(data());
    expect(email.subject).toBe('New quote request: 20ft High Cube (2x) from Anna Schmidt');
    for (const part of ['Phone: not provided', 'Company: not provided', 'Request type: Special Modification', 'Purchase option: new', 'RAL colour: RAL 5010', 'Language: en']) {
      expect(email.text).toContain(part);
    }
  });

  it("has the spec's fallback text for the retry", () => {
    expect(quoteAdminFallbackEmail(data()).text).toContain(QUOTE_FALLBACK_TEXT);
    expect(QUOTE_FALLBACK_TEXT).toBe('A new quote request arrived, please check the database');
  });
});
