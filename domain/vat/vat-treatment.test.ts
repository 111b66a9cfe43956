import { describe, expect, it } from '@jest/globals';
import { CONSUMER, decideVatTreatment, type SupplyKind, type VatCustomer, type VatTreatmentInput } from './vat-treatment.js';
import type { VatRateCountry } from './vat-rates.js';

const business = (country: string, confirmed = true): VatCustomer => ({ kind: 'business', vatNumberCountry: country, vatNumberConfirmed: confirmed });
const input = (customer: VatCustomer, supply: SupplyKind, deliveryCountry: VatRateCountry, extra: Partial<VatTreatmentInput> = {}): VatTreatmentInput => ({
  customer,
  supply,
  deliveryCountry,
  collectedAtDepot: false,
  ossEnabled: true,
  date: '2026-11-25',
  ...extra,
});
const answer = (value: VatTreatmentInput): string => {
  const treatment = decideVatTreatment(value);
  return `${treatment.category} ${treatment.ratePercent} ${treatment.taxCountry}`;
};

/** The rules table of issue 15 and docs/vat.md, one example per row. */
describe('decideVatTreatment: the rules table', () => {
  it('a sale and its transport delivered in Belgium: 21 % for anyone', () => {
    for (const customer of [CONSUMER, business('BE'), business('NL'), business('DE', false)]) {
      expect(answer(input(customer, 'container_sale', 'BE'))).toBe('S 21 BE');
      expect(answer(input(customer, 'transport', 'BE'))).toBe('S 21 BE');
    }
  });

  it('delivered to NL/DE/FR for a business with a confirmed number of that country: exempt (K) with the art. 138 mention', () => {
    for (const country of ['NL', 'DE', 'FR'] as const) {
      const treatment = decideVatTreatment(input(business(country), 'container_sale', country));
      expect(treatment).toMatchObject({ category: 'K', ratePercent: 0, exemptionReasonCode: 'VATEX-EU-IC', rule: 'intra-community-supply' });
      expect(treatment.mention?.en).toContain('art. 138 Directive 2006/112/EC');
      expect(treatment.mention?.nl).toContain('art. 39bis WBTW');
      expect(answer(input(business(country), 'transport', country))).toBe('K 0 BE');
    }
  });

  it('delivered abroad to a consumer or an unconfirmed business: destination VAT with OSS on, Belgian VAT with it off', () => {
    expect(answer(input(CONSUMER, 'container_sale', 'NL'))).toBe('S 21 NL');
    expect(answer(input(CONSUMER, 'container_sale', 'DE'))).toBe('S 19 DE');
    expect(answer(input(CONSUMER, 'transport', 'FR'))).toBe('S 20 FR');
    expect(answer(input(business('DE', false), 'container_sale', 'DE'))).toBe('S 19 DE');
    expect(answer(input({ kind: 'business', vatNumberCountry: null, vatNumberConfirmed: false }, 'container_sale', 'NL'))).toBe('S 21 NL');
    expect(answer(input(CONSUMER, 'container_sale', 'DE', { ossEnabled: false }))).toBe('S 21 BE');
  });

  it('a business whose confirmed number is of another country than the delivery pays destination VAT (the issue: a number of that country)', () => {
    expect(answer(input(business('NL'), 'container_sale', 'DE'))).toBe('S 19 DE');
  });

  it('collected at the depot: 21 % for anyone, also a confirmed foreign business', () => {
    for (const customer of [CONSUMER, business('DE'), business('NL')]) {
      expect(answer(input(customer, 'container_sale', 'DE', { collectedAtDepot: true }))).toBe('S 21 BE');
    }
  });

  it('rent, leasing, modification for a confirmed business of another member state: reverse charge (AE) with the art. 196 mention', () => {
    for (const supply of ['rent', 'leasing', 'modification'] as const) {
      const treatment = decideVatTreatment(input(business('DE'), supply, 'DE'));
      expect(treatment).toMatchObject({ category: 'AE', ratePercent: 0, exemptionReasonCode: 'VATEX-EU-AE' });
      expect(treatment.mention?.en).toBe('VAT reverse charge, art. 196 Directive 2006/112/EC');
      // Where the container goes does not matter for a service to a business.
      expect(answer(input(business('IT'), supply, 'BE', { collectedAtDepot: true }))).toBe('AE 0 BE');
    }
  });

  it('rent, leasing, modification for a consumer or a Belgian business: 21 %', () => {
    for (const supply of ['rent', 'leasing', 'modification'] as const) {
      expect(answer(input(CONSUMER, supply, 'DE'))).toBe('S 21 BE');
      expect(answer(input(business('BE'), supply, 'BE'))).toBe('S 21 BE');
      expect(answer(input(business('DE', false), supply, 'DE'))).toBe('S 21 BE');
    }
  });

  it('takes the rate valid on the date: Luxembourg 16 % in 2023, 17 % from 2024', () => {
    expect(answer(input(CONSUMER, 'container_sale', 'LU', { date: '2023-06-30' }))).toBe('S 16 LU');
    expect(answer(input(CONSUMER, 'container_sale', 'LU', { date: '2024-01-01' }))).toBe('S 17 LU');
  });
});
