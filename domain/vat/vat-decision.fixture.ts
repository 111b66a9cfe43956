import type { Cents } from '../shared/money.js';
import { INTRA_COMMUNITY_SUPPLY_MENTION } from './vat-mentions.js';
import type { VatDecision } from './vat-decision.js';
import type { QuoteVatDecision } from './quote-vat.js';
import { REVERSE_CHARGE_MENTION } from './vat-mentions.js';

/** Test fixture: the decision for a private customer charged 21 % Belgian VAT on `net`. */
export const belgianConsumerDecision = (net: Cents, vat: Cents): VatDecision => ({
  customerKind: 'consumer',
  companyName: null,
  vatNumber: null,
  vatNumberCheck: 'not_checked',
  viesConsultation: null,
  vatCheckedAt: null,
  ossEnabled: true,
  decidedAt: '2026-11-25T10:00:00.000Z',
  breakdown: [{ category: 'S', ratePercent: 21, net, vat, exemptionReasonCode: null, mention: null }],
});

/** Test fixture: a Dutch business with a VIES-confirmed number, delivered in the Netherlands: exempt (K). */
export const dutchBusinessDecision = (net: Cents): VatDecision => ({
  customerKind: 'business',
  companyName: 'Havenbedrijf BV',
  vatNumber: 'NL853060987B01',
  vatNumberCheck: 'confirmed',
  viesConsultation: 'WAPIAAAAX1234567',
  vatCheckedAt: '2026-11-25T10:00:00.000Z',
  ossEnabled: true,
  decidedAt: '2026-11-25T10:00:00.000Z',
  breakdown: [{ category: 'K', ratePercent: 0, net, vat: 0, exemptionReasonCode: 'VATEX-EU-IC', mention: INTRA_COMMUNITY_SUPPLY_MENTION }],
});

/** Test fixture: a quote's VAT decision, a private customer charged 21 % unless a treatment is given. */
export const quoteVatFixture = (overrides: Partial<QuoteVatDecision> = {}): QuoteVatDecision => ({
  customerKind: 'consumer',
  companyName: null,
  vatNumber: null,
  vatNumberCheck: 'not_checked',
  viesConsultation: null,
  vatCheckedAt: null,
  ossEnabled: true,
  decidedAt: '2026-11-25T10:00:00.000Z',
  treatment: { category: 'S', ratePercent: 21, taxCountry: 'BE', rule: 'domestic', exemptionReasonCode: null, mention: null },
  ...overrides,
});

/** Test fixture: a German business with a confirmed number asking to rent: reverse charge (AE). */
export const reverseChargeQuoteVat = (): QuoteVatDecision =>
  quoteVatFixture({
    customerKind: 'business',
    companyName: 'Hafen GmbH',
    vatNumber: 'DE136695976',
    vatNumberCheck: 'confirmed',
    viesConsultation: 'WAPIAAAAX7654321',
    treatment: { category: 'AE', ratePercent: 0, taxCountry: 'BE', rule: 'reverse-charge', exemptionReasonCode: 'VATEX-EU-AE', mention: REVERSE_CHARGE_MENTION },
  });
