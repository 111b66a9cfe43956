import { describe, expect, it } from 'vitest';
import { initialCheckoutValues, withShownValues } from './checkout-form-values.js';

describe('withShownValues', () => {
  const initial = initialCheckoutValues('de');

  it('takes what the page shows where it differs: text, the customer kind, a country, the billing tick', () => {
    const shown = new Map<string, string | boolean>([
      ['customerKind', 'business'],
      ['companyName', 'Hafen GmbH'],
      ['name', 'Jonas Weber'],
      ['email', ''],
      ['country', 'netherlands'],
      ['useAlternativeBillingAddress', true],
      ['paymentMethod', 'bank_transfer'],
    ]);
    expect(withShownValues(initial, shown)).toEqual({ ...initial, customerKind: 'business', companyName: 'Hafen GmbH', name: 'Jonas Weber', country: 'netherlands', useAlternativeBillingAddress: true });
  });

  it('ignores a shown value of the wrong kind: an unknown customer kind or country, text for a tick', () => {
    const shown = new Map<string, string | boolean>([
      ['customerKind', 'government'],
      ['country', 'france'],
      ['useAlternativeBillingAddress', 'on'],
      ['name', true],
    ]);
    expect(withShownValues(initial, shown)).toBe(initial);
  });

  it('answers the same values when the page shows them (a form the browser rendered itself)', () => {
    const shown = new Map<string, string | boolean>(Object.entries(initial));
    expect(withShownValues(initial, shown)).toBe(initial);
    expect(withShownValues(initial, new Map())).toBe(initial);
  });

  it('takes an emptied country choice', () => {
    expect(withShownValues(initial, new Map([['country', '']]))).toEqual({ ...initial, country: '' });
  });
});
