import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyVatTreatmentInput } from '../../test/arbitraries/vat.arbitraries.js';
import { VAT_CATEGORIES } from './vat-category.js';
import { standardVatRate } from './vat-rates.js';
import { decideVatTreatment, SELLER_COUNTRY } from './vat-treatment.js';

describe('decideVatTreatment', () => {
  it('is total: every input has exactly one answer with a known category and a rate of the table', () => {
    fc.assert(
      fc.property(anyVatTreatmentInput, (input) => {
        const treatment = decideVatTreatment(input);
        expect(VAT_CATEGORIES).toContain(treatment.category);
        if (treatment.category === 'S') expect(treatment.ratePercent).toBe(standardVatRate(treatment.taxCountry, input.date));
        else expect(treatment.ratePercent).toBe(0);
        expect(decideVatTreatment(input)).toEqual(treatment);
      }),
    );
  });

  it('0 % only for a business with a confirmed VAT number of another member state, always with an exemption code and a mention', () => {
    fc.assert(
      fc.property(anyVatTreatmentInput, (input) => {
        const treatment = decideVatTreatment(input);
        if (treatment.ratePercent !== 0) return;
        expect(input.customer.kind).toBe('business');
        expect(input.customer.vatNumberConfirmed).toBe(true);
        expect(input.customer.vatNumberCountry).not.toBeNull();
        expect(input.customer.vatNumberCountry).not.toBe(SELLER_COUNTRY);
        expect(treatment.exemptionReasonCode).not.toBeNull();
        expect(treatment.mention).not.toBeNull();
      }),
    );
  });

  it('VAT is charged with no mention, and never by a country other than Belgium or the delivery country', () => {
    fc.assert(
      fc.property(anyVatTreatmentInput, (input) => {
        const treatment = decideVatTreatment(input);
        if (treatment.category !== 'S') return;
        expect(treatment.mention).toBeNull();
        expect(treatment.exemptionReasonCode).toBeNull();
        expect([SELLER_COUNTRY, input.deliveryCountry]).toContain(treatment.taxCountry);
        if (input.collectedAtDepot || !input.ossEnabled) expect(treatment.taxCountry).toBe(SELLER_COUNTRY);
      }),
    );
  });
});
