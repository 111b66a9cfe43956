import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { erasedBillingAddress, erasedShippingAddress, keptOnErasure, redactedAuditValues } from './erased-values.js';

const anyText = fc.string({ minLength: 1, maxLength: 20 });
const anyFieldName = fc.stringMatching(/^[a-z][a-z_]{0,20}$/);
const anyRecordedValues = fc.dictionary(anyFieldName, fc.oneof(anyText, fc.integer(), fc.boolean(), fc.constant(null), fc.dictionary(anyFieldName, anyText)));
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
});
