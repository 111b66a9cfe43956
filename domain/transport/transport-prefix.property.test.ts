import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validatePostcode } from './postcode.js';
import { TRANSPORT_COUNTRIES } from './transport-country.js';
import { transportPrefix } from './transport-prefix.js';

const anyBelgianPostcodeStartingWith1 = fc.stringMatching(/^1\d{3}$/);
const anyBelgianPostcodeNotStartingWith1 = fc.stringMatching(/^[02-9]\d{3}$/);
const anyValidPostcodeByCountry = {
  BE: fc.stringMatching(/^\d{4}$/),
  NL: fc.stringMatching(/^\d{4}[A-Z]{2}$/),
  DE: fc.stringMatching(/^\d{5}$/),
} as const;
const anyCountry = fc.constantFrom(...TRANSPORT_COUNTRIES);
const anyCountryAndValidPostcode = anyCountry.chain((country) =>
  anyValidPostcodeByCountry[country].map((postcode) => ({ country, postcode })),
);

describe('transportPrefix properties', () => {
  it('gives 10 for every valid Belgian postcode starting with 1', () => {
    fc.assert(
      fc.property(anyBelgianPostcodeStartingWith1, (postcode) => {
        const valid = validatePostcode('BE', postcode);
        expect(valid.ok).toBe(true);
        if (valid.ok) expect(transportPrefix('BE', valid.value)).toBe('10');
      }),
    );
  });

  it('gives the first two digits for other Belgian postcodes', () => {
    fc.assert(
      fc.property(anyBelgianPostcodeNotStartingWith1, (postcode) => {
        expect(transportPrefix('BE', postcode)).toBe(postcode.slice(0, 2));
      }),
    );
  });

  it('is always two digits, starting with the postcode first digit', () => {
    fc.assert(
      fc.property(anyCountryAndValidPostcode, ({ country, postcode }) => {
        const prefix = transportPrefix(country, postcode);
        expect(prefix).toMatch(/^\d{2}$/);
        expect(prefix[0]).toBe(postcode[0]);
      }),
    );
  });
});
