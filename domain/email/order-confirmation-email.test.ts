import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../shared/language.js';
import { EMAIL_SIGNATORY } from './company-details.js';
import { formatEmailEuro } from './email-money.js';
import { orderConfirmationEmail } from './order-confirmation-email.js';
import { anOrder, TRADER } from './order-email.fixture.js';
import { emailLanguage } from './rendered-email.js';

describe('orderConfirmationEmail', () => {
  it('has each language’s subject with the order number', () => {
    const subjects = Object.fromEntries(LANGUAGES.map((language) => [language, orderConfirmationEmail(anOrder(), language).subject]));
    expect(subjects).toEqual({
      nl: 'Orderbevestiging 1234',
      de: 'Bestellbestätigung 1234',
      fr: 'Confirmation de commande 1234',
      en: 'Order confirmation 1234',
    });
  });

  it('shows the lines, subtotal, VAT and total in euros formatted per language', () => {
    const en = orderConfirmationEmail(anOrder(), 'en');
    expect(en.text).toContain('2 × 20ft Container (€2,450.00 + Transport €310.00) = €5,210.00');
    expect(en.text).toContain('Subtotal (excl. VAT): €5,309.50');
    expect(en.text).toContain('VAT 21%: €1,115.00');
    expect(en.text).toContain('Total (incl. VAT): €6,424.50');
    expect(en.html).toContain('<td>€6,424.50</td>');

    const nl = orderConfirmationEmail(anOrder(), 'nl');
    expect(nl.text).toContain('Totaal (incl. btw): € 6.424,50');
    const de = orderConfirmationEmail(anOrder(), 'de');
    expect(de.text).toContain('Gesamtbetrag (brutto): 6.424,50 €');
    const fr = orderConfirmationEmail(anOrder(), 'fr');
    expect(fr.text).toContain('Total (TVAC): 6 424,50 €');
  });

  it('holds the bank-transfer instructions with IBAN, BIC, amount and structured communication', () => {
    const email = orderConfirmationEmail(anOrder(), 'nl');
    for (const part of [email.text, email.html]) {
      expect(part).toContain(TRADER.iban);
      expect(part).toContain(TRADER.bic);
      expect(part).toContain('+++000/0001/23470+++');
      expect(part).toContain('Gestructureerde mededeling');
    }
    expect(email.text).toContain('Bedrag: € 6.424,50');
  });

  it('says a card payment was received and shows no bank details', () => {
    const email = orderConfirmationEmail(anOrder({ paymentMethod: 'stripe' }), 'en');
    expect(email.text).toContain('Your payment has been received.');
    expect(email.text).not.toContain(TRADER.iban);
    expect(email.text).not.toContain('+++');
  });

  it('shows the shipping address and the billing address or that it is the same', () => {
    const same = orderConfirmationEmail(anOrder(), 'en');
    expect(same.text).toContain('Shipping address:\nJan Peeters\nKaai 1\n2000 Antwerpen\nBelgium\njan@example.be');
    expect(same.text).toContain('Billing address:\nSame as the shipping address');
    const other = orderConfirmationEmail(
      anOrder({
        billingAddress: { street: 'Markt 5', city: 'Köln', postalCode: '50667', country: 'germany', companyName: 'Peeters GmbH', vatNumber: 'DE123456789' },
      }),
      'de',
    );
    expect(other.text).toContain('Rechnungsadresse:\nPeeters GmbH\nMarkt 5\n50667 Köln\nDeutschland\nUSt-IdNr.: DE123456789');
  });

  it('escapes user values in the HTML', () => {
    const order = anOrder();
    const email = orderConfirmationEmail(
      { ...order, shippingAddress: { ...order.shippingAddress, name: '<script>alert(1)</script>', street: 'A & "B"' } },
      'en',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('A &amp; &quot;B&quot;');
    // Plain text is not HTML: it keeps the value as typed.
    expect(email.text).toContain('Dear <script>alert(1)</script>,');
  });

  it('is signed by the staff member of the team', () => {
    const email = orderConfirmationEmail(anOrder(), 'fr');
    expect(email.text.endsWith(`Cordialement,\n${EMAIL_SIGNATORY}\nTeam Haven Containers`)).toBe(true);
    expect(email.html).toContain(`${EMAIL_SIGNATORY}<br>Team Haven Containers`);
  });

  it('defaults to English for an unknown language', () => {
    expect(emailLanguage('es')).toBe('en');
    expect(emailLanguage('de')).toBe('de');
  });

  it('formats cents exactly', () => {
    expect(formatEmailEuro(1, 'en')).toBe('€0.01');
    expect(formatEmailEuro(123_456_789, 'nl')).toBe('€ 1.234.567,89');
    expect(() => formatEmailEuro(1.5, 'en')).toThrow(RangeError);
  });
});
