import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { erasedBillingAddress, erasedOfferCustomer, erasedOfferVatDecision, erasedRentalTerms, erasedShippingAddress, keptOnErasure, redactedAuditValues } from './erased-values.js';

const anyText = fc.string({ minLength: 1, maxLength: 20 });
const anyFieldName = fc.stringMatching(/^[a-z][a-z_]{0,20}$/);
const anyRecordedValues = fc.dictionary(anyFieldName, fc.oneof(anyText, fc.integer(), fc.boolean(), fc.constant(null), fc.dictionary(anyFieldName, anyText)));
const maybeText = fc.option(anyText, { nil: null });
const anyOfferCustomer = fc.record({
  name: anyText, email: anyText, phone: maybeText, kind: fc.constantFrom('consumer', 'business'), companyName: maybeText, vatNumber: maybeText,
  street: anyText, postalCode: anyText, city: anyText, country: anyText, language: fc.constantFrom('nl', 'de', 'fr', 'en'),
});
const anyBuyer = fc.record({ name: anyText, companyName: maybeText, vatNumber: maybeText, email: anyText, street: anyText, postalCode: anyText, city: anyText, countryCode: anyText });
const anyAddress = fc.record({ street: anyText, postalCode: anyText, city: anyText, countryCode: anyText });
/** Only "[erased]" replaces a value, the keys stay and null stays null: what the stored copies' triggers allow (audit_values_only_erased). */
const onlyErased = (before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): void => {
  expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  for (const [key, value] of Object.entries(before)) expect([key, after[key] === value || (value !== null && after[key] === '[erased]')]).toEqual([key, true]);
};
const anyShipping = fc.record({ name: anyText, email: anyText, phone: anyText, companyName: fc.option(anyText, { nil: null }), street: anyText, city: anyText, postalCode: anyText, country: anyText });

describe('the values left after an erasure', () => {
  it('an erased shipping address keeps only the country and the company; nothing else of the person', () => {
    fc.assert(
      fc.property(anyShipping, (address) => {
        const erased = erasedShippingAddress(address);
        expect(erased['country']).toBe(address.country);
        expect(erased['companyName']).toBe(address.companyName);
        for (const field of ['name', 'email', 'phone', 'street', 'city', 'postalCode'] as const) expect(erased[field]).toBe('[erased]');
        expect(erasedShippingAddress(erased)).toEqual(erased);
      }),
    );
  });

  it('an erased billing address keeps the country, company and VAT number', () => {
    expect(erasedBillingAddress(null)).toBeNull();
    expect(erasedBillingAddress({ street: 'Kaai 1', city: 'Gent', postalCode: '9000', country: 'belgium', companyName: 'NV X', vatNumber: 'BE0403170701' })).toEqual({
      street: '[erased]', city: '[erased]', postalCode: '[erased]', country: 'belgium', companyName: 'NV X', vatNumber: 'BE0403170701',
    });
  });

  it('redacted audit values keep their fields, the kept ones and nulls as they were, every other value "[erased]"; redacting twice changes nothing', () => {
    fc.assert(
      fc.property(anyRecordedValues, (values) => {
        const redacted = redactedAuditValues(values) ?? {};
        expect(Object.keys(redacted).sort()).toEqual(Object.keys(values).sort());
        for (const [field, value] of Object.entries(values)) {
          expect(redacted[field]).toEqual(value === null || keptOnErasure(field) ? value : '[erased]');
        }
        expect(redactedAuditValues(redacted)).toEqual(redacted);
      }),
    );
    expect(redactedAuditValues(null)).toBeNull();
  });

  it('keeps keys, states, dates and amounts, never names, addresses or messages', () => {
    for (const field of ['id', 'order_id', 'status', 'to_status', 'paid_at', 'total_cents', 'language']) expect([field, keptOnErasure(field)]).toEqual([field, true]);
    for (const field of ['email', 'name', 'customer_name', 'shipping_address', 'phone', 'message', 'note', 'to_address', 'subject', 'ip_address']) expect([field, keptOnErasure(field)]).toEqual([field, false]);
  });

  it('an erased offer customer keeps its keys, its kind, country and language; no value of the person, their company or address is left; erasing twice changes nothing', () => {
    fc.assert(
      fc.property(anyOfferCustomer, (customer) => {
        const erased = erasedOfferCustomer(customer);
        onlyErased(customer, erased);
        expect([erased['kind'], erased['country'], erased['language']]).toEqual([customer.kind, customer.country, customer.language]);
        for (const field of ['name', 'email', 'phone', 'companyName', 'vatNumber', 'street', 'postalCode', 'city'] as const) {
          expect([field, erased[field]]).toEqual([field, customer[field] === null ? null : '[erased]']);
        }
        expect(erasedOfferCustomer(erased)).toEqual(erased);
      }),
    );
  });

  it("an erased offer VAT decision loses the company, VAT number and VIES consultation, nothing else", () => {
    fc.assert(
      fc.property(anyRecordedValues, maybeText, maybeText, (decision, companyName, vatNumber) => {
        const before = { ...decision, companyName, vatNumber, viesConsultation: 'WAPIAAAAX1', breakdown: [{ ratePercent: 21 }] };
        const erased = erasedOfferVatDecision(before);
        onlyErased(before, erased);
        expect([erased['companyName'], erased['vatNumber'], erased['viesConsultation']]).toEqual([companyName === null ? null : '[erased]', vatNumber === null ? null : '[erased]', '[erased]']);
        for (const [key, value] of Object.entries(decision)) if (!['companyName', 'vatNumber', 'viesConsultation'].includes(key)) expect(erased[key]).toEqual(value);
      }),
    );
  });

  it("erased rental terms keep everything but the buyer and the delivery address, of which only the countries stay", () => {
    fc.assert(
      fc.property(anyBuyer, anyAddress, anyRecordedValues, (buyer, deliveryAddress, rest) => {
        const terms = { ...rest, buyer, deliveryAddress };
        const erased = erasedRentalTerms(terms);
        expect({ ...erased, buyer: undefined, deliveryAddress: undefined }).toEqual({ ...rest, buyer: undefined, deliveryAddress: undefined });
        const erasedBuyer = erased['buyer'] as Record<string, unknown>;
        const erasedAddress = erased['deliveryAddress'] as Record<string, unknown>;
        onlyErased(buyer, erasedBuyer);
        onlyErased(deliveryAddress, erasedAddress);
        expect([erasedBuyer['countryCode'], erasedAddress['countryCode']]).toEqual([buyer.countryCode, deliveryAddress.countryCode]);
        expect(Object.entries(erasedBuyer).filter(([key, value]) => key !== 'countryCode' && value !== null && value !== '[erased]')).toEqual([]);
        expect(Object.entries(erasedAddress).filter(([key, value]) => key !== 'countryCode' && value !== '[erased]')).toEqual([]);
      }),
    );
  });
});
