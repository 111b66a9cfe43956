import fc from 'fast-check';
import { VAT_RATE_COUNTRIES } from '../../domain/vat/vat-rates.js';
import { CUSTOMER_KINDS, SUPPLY_KINDS, type VatCustomer, type VatTreatmentInput } from '../../domain/vat/vat-treatment.js';
import type { TaxableLine, VatSettings } from '../../domain/vat/vat-lines.js';

/** Some EU VAT countries beyond the ones with rates (a business may be registered anywhere in the EU). */
const VAT_NUMBER_ISO_COUNTRIES = ['BE', 'NL', 'DE', 'FR', 'LU', 'AT', 'IT', 'PL', 'GR'] as const;

export const anyIsoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

export const anyVatCustomer: fc.Arbitrary<VatCustomer> = fc.record({
  kind: fc.constantFrom(...CUSTOMER_KINDS),
  vatNumberCountry: fc.option(fc.constantFrom(...VAT_NUMBER_ISO_COUNTRIES), { nil: null }),
  vatNumberConfirmed: fc.boolean(),
});

export const anyVatTreatmentInput: fc.Arbitrary<VatTreatmentInput> = fc.record({
  customer: anyVatCustomer,
  deliveryCountry: fc.constantFrom(...VAT_RATE_COUNTRIES),
  collectedAtDepot: fc.boolean(),
  supply: fc.constantFrom(...SUPPLY_KINDS),
  ossEnabled: fc.boolean(),
  date: anyIsoDate,
});

export const anyTaxableLine: fc.Arbitrary<TaxableLine> = fc.record({
  net: fc.integer({ min: 0, max: 50_000_000 }),
  supply: fc.constantFrom(...SUPPLY_KINDS),
  collectedAtDepot: fc.boolean(),
  deliveryCountry: fc.constantFrom(...VAT_RATE_COUNTRIES),
});

export const anyVatSettings: fc.Arbitrary<VatSettings> = fc.record({ ossEnabled: fc.boolean(), date: anyIsoDate });
