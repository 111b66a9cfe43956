import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../shared/language.js';
import { validatePostcode } from './postcode.js';
import { TRANSPORT_COUNTRIES } from './transport-country.js';
import { POSTCODE_FORMAT_MESSAGES } from './transport-messages.js';

describe('validatePostcode', () => {
  it('accepts exactly 4 digits in Belgium', () => {
    expect(validatePostcode('BE', '1000')).toEqual({ ok: true, value: '1000' });
    expect(validatePostcode('BE', ' 9000 ')).toEqual({ ok: true, value: '9000' });
    for (const bad of ['100', '10000', '10a0', '', '1 000', 'B-1000']) {
      expect(validatePostcode('BE', bad).ok).toBe(false);
    }
  });

  it('accepts 4 digits and 2 letters in the Netherlands, normalised to 1234AB', () => {
    expect(validatePostcode('NL', '1012AB')).toEqual({ ok: true, value: '1012AB' });
    expect(validatePostcode('NL', '1012 ab')).toEqual({ ok: true, value: '1012AB' });
    expect(validatePostcode('NL', '  3011 Cd ')).toEqual({ ok: true, value: '3011CD' });
    for (const bad of ['1012', '1012A', '1012ABC', '101AB', '1012  AB', 'AB1012', '1012-AB']) {
      expect(validatePostcode('NL', bad).ok).toBe(false);
    }
  });

  it('accepts exactly 5 digits in Germany', () => {
    expect(validatePostcode('DE', '01067')).toEqual({ ok: true, value: '01067' });
    expect(validatePostcode('DE', '10115\n')).toEqual({ ok: true, value: '10115' });
    for (const bad of ['1011', '101155', '1O115', 'D-10115']) {
      expect(validatePostcode('DE', bad).ok).toBe(false);
    }
  });

  it('returns the spec wording for each country', () => {
    expect(validatePostcode('BE', '123')).toEqual({
      ok: false,
      error: { kind: 'invalid-postcode', field: 'postcode', country: 'BE', message: POSTCODE_FORMAT_MESSAGES.BE },
    });
    expect(POSTCODE_FORMAT_MESSAGES.BE.en).toBe('Belgian postal code must contain 4 digits');
    expect(POSTCODE_FORMAT_MESSAGES.NL.en).toBe('Dutch postal code must contain 4 digits and 2 letters');
    expect(POSTCODE_FORMAT_MESSAGES.DE.en).toBe('German postal code must contain 5 digits');
    const nl = validatePostcode('NL', '1234');
    expect(nl.ok ? undefined : nl.error.message.en).toBe('Dutch postal code must contain 4 digits and 2 letters');
  });

  it('has every message in all four languages, each one different', () => {
    for (const country of TRANSPORT_COUNTRIES) {
      const texts = LANGUAGES.map((language) => POSTCODE_FORMAT_MESSAGES[country][language]);
      expect(new Set(texts).size).toBe(LANGUAGES.length);
      for (const text of texts) expect(text.length).toBeGreaterThan(10);
    }
  });
});
