import { describe, expect, it } from '@jest/globals';
import { validateCheckoutForm } from './checkout-form.js';

const validForm = {
  name: ' Jan Peeters ',
  email: 'jan@example.be',
  phone: '+32 3 123 45 67',
  companyName: '',
  street: 'Havenlaan 1',
  city: 'Antwerpen',
  postalCode: '2000',
  country: 'belgium',
};

const errorsOf = (value: unknown) => {
  const result = validateCheckoutForm(value);
  return result.ok ? [] : result.error.errors.map((error) => [error.field, error.message.en]);
};

describe('validateCheckoutForm', () => {
  it('cleans a valid form; billing address is null unless asked for', () => {
    expect(validateCheckoutForm({ ...validForm, billingStreet: 'ignored' })).toEqual({
      ok: true,
      value: {
        shippingAddress: { ...validForm, name: 'Jan Peeters', companyName: null },
        billingAddress: null,
      },
    });
  });

  it('reports every missing field at once with the spec messages', () => {
    expect(errorsOf({})).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['phone', 'Phone is required'],
      ['street', 'Street and house number are required'],
      ['city', 'City is required'],
      ['postalCode', 'Postal code is required'],
      ['country', 'Country is required'],
    ]);
  });

  it('checks the email and the country', () => {
    expect(errorsOf({ ...validForm, email: 'jan@', country: 'france' })).toEqual([
      ['email', 'Please enter a valid email'],
      ['country', 'Country must be Belgium, Germany or the Netherlands'],
    ]);
  });

  it('requires the billing fields when a different billing address is used', () => {
    expect(errorsOf({ ...validForm, useAlternativeBillingAddress: true, billingCity: 'Gent' })).toEqual([
      ['billingStreet', 'Billing address fields are required when using a different billing address'],
      ['billingPostalCode', 'Billing address fields are required when using a different billing address'],
      ['billingCountry', 'Billing address fields are required when using a different billing address'],
    ]);
    const result = validateCheckoutForm({
      ...validForm,
      useAlternativeBillingAddress: true,
      billingStreet: 'Kouter 2',
      billingCity: 'Gent',
      billingPostalCode: '9000',
      billingCountry: 'Belgium',
      billingVatNumber: 'BE0123456789',
    });
    expect(result.ok && result.value.billingAddress).toEqual({
      street: 'Kouter 2',
      city: 'Gent',
      postalCode: '9000',
      country: 'belgium',
      companyName: null,
      vatNumber: 'BE0123456789',
    });
  });

  it('refuses line breaks in names, overlong values and non-text values, in all four languages', () => {
    const result = validateCheckoutForm({ ...validForm, name: 'Jan\r\nBcc: x@y.be', street: 'x'.repeat(201), city: { a: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.errors.map((error) => error.field)).toEqual(['name', 'street', 'city']);
    expect(result.error.errors[1]?.message).toEqual({
      en: 'Must be at most 200 characters.',
      nl: 'Mag hoogstens 200 tekens bevatten.',
      de: 'Darf höchstens 200 Zeichen enthalten.',
      fr: 'Ne doit pas dépasser 200 caractères.',
    });
  });
});
