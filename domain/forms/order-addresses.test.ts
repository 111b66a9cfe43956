import { describe, expect, it } from '@jest/globals';
import { validateOrderAddresses } from './order-addresses.js';

const shippingAddress = {
  name: 'Jan',
  email: 'jan@example.be',
  phone: '0470123456',
  street: 'Havenlaan 1',
  city: 'Antwerpen',
  postalCode: '2000',
  country: 'belgium',
};

describe('validateOrderAddresses', () => {
  it('validates the API shape and names errors by API path', () => {
    const result = validateOrderAddresses({ shippingAddress: { ...shippingAddress, email: 'x' }, billingAddress: { street: 'Kouter 2' } });
    expect(result.ok ? [] : result.error.errors.map((error) => error.field)).toEqual([
      'shippingAddress.email',
      'billingAddress.city',
      'billingAddress.postalCode',
      'billingAddress.country',
    ]);
  });

  it('treats a missing or null billing address as "same as shipping"', () => {
    const result = validateOrderAddresses({ shippingAddress, billingAddress: null });
    expect(result).toMatchObject({ ok: true, value: { billingAddress: null, shippingAddress: { companyName: null } } });
  });

  it('refuses a shipping address that is not an object, once', () => {
    const result = validateOrderAddresses({ shippingAddress: 'Antwerp' });
    expect(result.ok ? [] : result.error.errors.map((error) => error.field)).toEqual(['shippingAddress']);
  });
});
