import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { validatePostcode } from './postcode.js';
import { TRANSPORT_COUNTRIES } from './transport-country.js';

const anyBelgianPostcode = fc.stringMatching(/^\d{4}$/);
const anyGermanPostcode = fc.stringMatching(/^\d{5}$/);
const anyDutchPostcodeAsTyped = fc.stringMatching(/^\d{4} ?[A-Za-z]{2}$/);
const anyPadding = fc.constantFrom('', ' ', '  ', '\t', '\n');
const anyCountry = fc.constantFrom(...TRANSPORT_COUNTRIES);
const anyText = fc.string({ maxLength: 12 });

describe('validatePostcode properties', () => {
  it('judges any 4-digit string valid in Belgium only', () => {
    fc.assert(
      fc.property(anyBelgianPostcode, (postcode) => {
        expect(validatePostcode('BE', postcode)).toEqual({ ok: true, value: postcode });
        expect(validatePostcode('NL', postcode).ok).toBe(false);
        expect(validatePostcode('DE', postcode).ok).toBe(false);
      }),
    );
  });

  it('judges any 5-digit string valid in Germany only', () => {
    fc.assert(
      fc.property(anyGermanPostcode, (postcode) => {
        expect(validatePostcode('DE', postcode)).toEqual({ ok: true, value: postcode });
        expect(validatePostcode('BE', postcode).ok).toBe(false);
        expect(validatePostcode('NL', postcode).ok).toBe(false);
      }),
    );
  });

  it('judges a Dutch postcode valid in the Netherlands only, written as 1234AB', () => {
    fc.assert(
      fc.property(anyDutchPostcodeAsTyped, (typed) => {
        const expected = typed.replace(' ', '').toUpperCase();
        expect(validatePostcode('NL', typed)).toEqual({ ok: true, value: expected });
        expect(validatePostcode('BE', typed).ok).toBe(false);
        expect(validatePostcode('DE', typed).ok).toBe(false);
      }),
    );
  });

  it('ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(anyCountry, anyText, anyPadding, anyPadding, (country, input, before, after) => {
        expect(validatePostcode(country, `${before}${input}${after}`)).toEqual(validatePostcode(country, input));
      }),
    );
  });

  it('is idempotent: a normalised postcode validates to itself', () => {
    fc.assert(
      fc.property(anyCountry, anyText, (country, input) => {
        const first = validatePostcode(country, input);
        if (first.ok) expect(validatePostcode(country, first.value)).toEqual(first);
      }),
    );
  });
});
