import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../shared/language.js';
import {
  CHECKOUT_COUNTRIES,
  checkoutCountryOfTransport,
  defaultTransportCountry,
  isCheckoutCountry,
  isTransportCountry,
  TRANSPORT_COUNTRIES,
  TRANSPORT_COUNTRY_NAMES,
  transportCountryOfCheckout,
} from './transport-country.js';

describe('transport countries', () => {
  it('prices Belgium, the Netherlands and Germany', () => {
    expect(TRANSPORT_COUNTRIES).toEqual(['BE', 'NL', 'DE']);
    expect(isTransportCountry('NL')).toBe(true);
    expect(isTransportCountry('nl')).toBe(false);
    expect(isTransportCountry('FR')).toBe(false);
  });

  it('defaults to DE for German and to BE for every other language', () => {
    expect(defaultTransportCountry('de')).toBe('DE');
    expect(defaultTransportCountry('nl')).toBe('BE');
    expect(defaultTransportCountry('fr')).toBe('BE');
    expect(defaultTransportCountry('en')).toBe('BE');
  });

  it('names every country in every language', () => {
    for (const country of TRANSPORT_COUNTRIES) {
      for (const language of LANGUAGES) expect(TRANSPORT_COUNTRY_NAMES[country][language]).not.toBe('');
    }
    expect(TRANSPORT_COUNTRY_NAMES.DE.de).toBe('Deutschland');
  });
});

describe('checkout countries', () => {
  it('are belgium, germany and netherlands', () => {
    expect(CHECKOUT_COUNTRIES).toEqual(['belgium', 'germany', 'netherlands']);
    expect(isCheckoutCountry('germany')).toBe(true);
    expect(isCheckoutCountry('Germany')).toBe(false);
    expect(isCheckoutCountry('france')).toBe(false);
  });

  it('map one to one onto the transport countries', () => {
    expect(transportCountryOfCheckout('belgium')).toBe('BE');
    expect(transportCountryOfCheckout('germany')).toBe('DE');
    expect(transportCountryOfCheckout('netherlands')).toBe('NL');
    for (const country of CHECKOUT_COUNTRIES) {
      expect(checkoutCountryOfTransport(transportCountryOfCheckout(country))).toBe(country);
    }
    for (const code of TRANSPORT_COUNTRIES) {
      expect(transportCountryOfCheckout(checkoutCountryOfTransport(code))).toBe(code);
    }
  });
});
