import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CHECKOUT_COUNTRIES, validateCheckoutForm } from './checkout-form.js';

const anyWord = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{0,30}[A-Za-zÀ-ÿ]$/);
const anyEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.stringMatching(/^[a-z]{2,10}$/), fc.constantFrom('be', 'nl', 'de'))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const anyPhone = fc.stringMatching(/^\+?[0-9]{6,12}$/);
const anyPostalCode = fc.stringMatching(/^[0-9]{4,5}( ?[A-Z]{2})?$/);
const anyCountry = fc.constantFrom(...CHECKOUT_COUNTRIES);
const anyPadding = fc.constantFrom('', ' ', '  ', '\t');
const anyValidForm = fc.record({
  name: anyWord,
  email: anyEmail,
  phone: anyPhone,
  street: anyWord,
  city: anyWord,
  postalCode: anyPostalCode,
  country: anyCountry,
});
const REQUIRED = ['name', 'email', 'phone', 'street', 'city', 'postalCode', 'country'] as const;

describe('validateCheckoutForm properties', () => {
  it('accepts every well-formed form, trimming surrounding spaces', () => {
    fc.assert(
      fc.property(anyValidForm, anyPadding, (form, pad) => {
        const padded = Object.fromEntries(Object.entries(form).map(([field, value]) => [field, pad + value + pad]));
        const result = validateCheckoutForm(padded);
        expect(result).toEqual({ ok: true, value: { shippingAddress: { ...form, companyName: null }, billingAddress: null } });
      }),
    );
  });

  it('names exactly the required fields that were left empty', () => {
    fc.assert(
      fc.property(anyValidForm, fc.subarray([...REQUIRED]), (form, emptied) => {
        const result = validateCheckoutForm({ ...form, ...Object.fromEntries(emptied.map((field) => [field, '  '])) });
        const fields = result.ok ? [] : result.error.errors.map((error) => error.field);
        expect(fields).toEqual(REQUIRED.filter((field) => emptied.includes(field)));
      }),
    );
  });
});
