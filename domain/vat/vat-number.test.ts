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
    expect(parsed('NL 0049.26.352 B53')).toBe('NL004926352B53');
  });

  it('reads the spellings letterheads use: old nine-digit Belgian numbers, (0), a colon after the prefix, Dutch leading zeros left out', () => {
    expect(parsed('BE 444.503.092')).toBe('BE0444503092');
    expect(parsed('403 170 701', 'BE')).toBe('BE0403170701');
    expect(parsed('BE (0)468.561.072')).toBe('BE0468561072');
    expect(parsed('LU: 2294 4200')).toBe('LU22944200');
    expect(parsed('DK: 21599336')).toBe('DK21599336');
    expect(parsed('NL4495445B01')).toBe('NL004495445B01');
    expect(parsed('BE\u00a00403\u00a0170\u00a0701')).toBe('BE0403170701');
  });

  it('checks the French keys with letters by their own rule', () => {
    expect(parsed('FR K 7399859412')).toBe('FRK7399859412');
    expect(parsed('FR 4Z 123456782')).toBe('FR4Z123456782');
    expect(errorKind('FR L 7399859412')).toBe('check-digits');
    expect(errorKind('FRK7399859413')).toBe('check-digits');
    expect(errorKind('FR IO334175221')).toBe('format');
  });

  it('refuses the Dutch suffix B00 and a comma inside a number, naming the comma', () => {
    expect(errorKind('NL004495445B00')).toBe('format');
    expect(errorKind('DE 136,695 976')).toBe('characters');
    const comma = parseVatNumber('BE 0403,170,701');
    expect(!comma.ok && comma.error.message.nl).toContain('„,”');
    expect(!comma.ok && Object.keys(comma.error.message).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('checks the other member states\' check digits too', () => {
    expect(parsed('ATU 142 43 102')).toBe('ATU14243102');
    expect(errorKind('ATU 143 43 102')).toBe('check-digits');
    expect(parsed('ES X-5253868-R')).toBe('ESX5253868R');
    expect(errorKind('ES X-5253868-S')).toBe('check-digits');
    expect(parsed('IT 00743110157')).toBe('IT00743110157');
    expect(errorKind('IT 00743110158')).toBe('check-digits');
    expect(parsed('PL 584-030-44-72')).toBe('PL5840304472');
    expect(errorKind('PL 584-030-44-73')).toBe('check-digits');
    expect(parsed('HR 33392005961')).toBe('HR33392005961');
    expect(errorKind('HR 33392005962')).toBe('check-digits');
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
