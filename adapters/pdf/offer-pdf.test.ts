import { describe, expect, it } from '@jest/globals';
import { DEMO_SELLER } from '../../domain/invoices/invoice.fixture.js';
import { DUTCH_BUSINESS, fixtureRevision } from '../../domain/offers/offer.fixture.js';
import { renderOfferPdf } from './offer-pdf.js';
import { pdfText } from './pdf-text.fixture.js';

describe('renderOfferPdf', () => {
  it('holds the number, the revision, every line with its discount, the totals and the exemption mention, in Dutch', async () => {
    const revision = fixtureRevision({}, DUTCH_BUSINESS, 2);
    const text = pdfText(await renderOfferPdf({ number: 'OF-2026-000042', issueDate: '2026-11-24', seller: DEMO_SELLER, revision }, { compress: false }));
    expect(text).toContain('Offerte');
    expect(text).toContain('Nummer: OF-2026-000042');
    expect(text).toContain('Versie: 2');
    expect(text).toContain('Geldig tot en met: 2026-12-24');
    expect(text).toContain('Zeecontainer 20ft – Nieuw');
    expect(text).toContain('Deuropening 2 × 1 m');
    expect(text).toContain('Transport per vrachtwagen – Nederland');
    // 2 × 3.300 − 10 % = 5.940; the 100 off the offer shared over 5.940 and 450 in proportion: 92,96 and 7,04.
    expect(revision.lines.map((line) => line.net)).toEqual([584_704, 44_296, 40_600]);
    expect(text).toContain('€ 5.847,04');
    expect(text).toContain('Korting: -€ 752,96');
    expect(text).toContain('Korting op de offerte\n-€ 100,00');
    expect(text).toContain('€ 6.696,00');
    expect(text).toContain('Haven BV');
    expect(text).toContain('NL004495445B01');
    expect(text).toContain('BE0123456749');
    expect(text).toContain('Vrijgestelde intracommunautaire levering');
    expect(text).toContain('Levering binnen twee weken.');
  });

  it('speaks German, and reads the same compressed', async () => {
    const revision = fixtureRevision({}, { ...DUTCH_BUSINESS, language: 'de' });
    const text = pdfText(await renderOfferPdf({ number: 'OF-2026-000043', issueDate: '2026-11-24', seller: DEMO_SELLER, revision }, { compress: true }));
    expect(text).toContain('Angebot');
    expect(text).toContain('Fassung: 1');
    expect(text).toContain('Zeecontainer 20ft – Neu');
    expect(text).toContain('Rabatt auf das Angebot');
    expect(text).toContain('6.696,00 €');
  });
});
