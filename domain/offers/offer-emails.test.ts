import { describe, expect, it } from '@jest/globals';
import { DEMO_COMPANY } from '../shared/company.js';
import { LANGUAGES } from '../shared/language.js';
import { offerAdminEmail, offerReminderEmail, offerSentEmail, type OfferEmailData } from './offer-emails.js';
import { offerLineText, transportTitle } from './offer-texts.js';

const data = (language: OfferEmailData['language'], revision = 1): OfferEmailData => ({
  company: DEMO_COMPANY,
  number: 'OF-2026-000007',
  revision,
  customerName: 'An <Peeters>',
  language,
  total: 798_600,
  validUntil: '2026-04-09',
  link: `https://shop.example/${language}/offer/abc_DEF-123`,
  note: 'Levering binnen twee weken.',
});

describe('offer emails', () => {
  it('send the number, total, validity and secret link in each language, the name escaped in the HTML', () => {
    for (const language of LANGUAGES) {
      const email = offerSentEmail(data(language));
      expect(email.subject).toContain('OF-2026-000007');
      expect(email.text).toContain(`https://shop.example/${language}/offer/abc_DEF-123`);
      expect(email.text).toContain('2026-04-09');
      expect(email.html).toContain('An &lt;Peeters&gt;');
      expect(email.html).not.toContain('<Peeters>');
    }
    expect(offerSentEmail(data('nl')).text).toContain('€ 7.986,00');
    expect(offerSentEmail(data('de', 2)).subject).toBe('Ihr Angebot OF-2026-000007 (Fassung 2)');
    expect(offerSentEmail(data('fr')).subject).toBe('Votre offre OF-2026-000007');
  });

  it('remind once with the last day, and tell the company in English', () => {
    expect(offerReminderEmail(data('en')).subject).toBe('Reminder: your quotation OF-2026-000007 expires on 2026-04-09');
    const admin = offerAdminEmail('Offer OF-2026-000007 declined', [['Reason', 'Too <expensive>']]);
    expect(admin.html).toContain('Too &lt;expensive&gt;');
    expect(admin.text).toContain('Reason: Too <expensive>');
  });

  it('write a line with its condition, wish colour and words, and the transport with its destination', () => {
    expect(offerLineText({ title: 'Zeecontainer 20ft', description: 'met deur', condition: 'new', colorType: 'wish_color', ralColor: '5010' }, 'nl')).toBe('Zeecontainer 20ft – Nieuw – Wenskleur RAL 5010 – met deur');
    expect(transportTitle('truck', 'NL', '1011AB', 'en')).toBe('Transport by truck – Netherlands 1011AB');
    expect(transportTitle('self_pickup', null, null, 'fr')).toBe('Enlèvement au dépôt');
  });
});
