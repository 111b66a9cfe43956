import { describe, expect, it } from '@jest/globals';
import { formatVatNumber, parseVatNumber, vatNumberIsoCountry } from './vat-number.js';

const parsed = (input: string, country?: Parameters<typeof parseVatNumber>[1]): string | null => {
  const result = parseVatNumber(input, country);
  return result.ok ? formatVatNumber(result.value) : null;
};
const errorKind = (input: string, country?: Parameters<typeof parseVatNumber>[1]): string | null => {
  const result = parseVatNumber(input, country);
  return result.ok ? null : result.error.kind;
};

describe('parseVatNumber', () => {
  it('reads published numbers of BE, NL, DE, FR and LU in any common spelling', () => {
    expect(parsed('be0403170701')).toBe('BE0403170701');
    expect(parsed('BE 0403.170.701')).toBe('BE0403170701');
    expect(parsed('NL 0044.95.445 B01')).toBe('NL004495445B01');
    expect(parsed('DE 136 695 976')).toBe('DE136695976');
    expect(parsed('FR40303265045')).toBe('FR40303265045');
    expect(parsed('LU 150 274 42')).toBe('LU15027442');
  });

  it('takes the customer\'s country for a number without prefix', () => {
    expect(parsed('0403.170.701', 'BE')).toBe('BE0403170701');
    expect(parsed('136695976', 'DE')).toBe('DE136695976');
    expect(errorKind('0403170701')).toBe('unknown-country');
  });

  it('reads GR as Greece\'s EL prefix and gives the ISO country back', () => {
    const greek = parseVatNumber('GR 094259216');
    expect(greek.ok && formatVatNumber(greek.value)).toBe('EL094259216');
    expect(greek.ok && vatNumberIsoCountry(greek.value)).toBe('GR');
  });

  it('accepts the Dutch sole-trader numbers of 2020 (mod 97)', () => {
    expect(parsed('NL000099998B57')).toBe('NL000099998B57');
  });

  it('refuses typos with the kind of mistake and a message in every language', () => {
    expect(errorKind('BE0403170702')).toBe('check-digits');
    expect(errorKind('NL004495446B01')).toBe('check-digits');
    expect(errorKind('DE136695977')).toBe('check-digits');
    expect(errorKind('FR41303265045')).toBe('check-digits');
    expect(errorKind('LU15027443')).toBe('check-digits');
    expect(errorKind('DE12345678')).toBe('format');
    expect(errorKind('XX123456789')).toBe('unknown-country');
    expect(errorKind('   ')).toBe('empty');
    const result = parseVatNumber('DE1234');
    expect(!result.ok && result.error.message.de).toContain('DE');
    expect(!result.ok && Object.keys(result.error.message).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });
});
