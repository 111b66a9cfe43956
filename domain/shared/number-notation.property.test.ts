import fc from 'fast-check';
import { decimalText, euroText } from './number-notation.js';
import { LANGUAGES, type Language } from './language.js';

/** The locales the notation stands for (format-euro.ts's EURO_LOCALES; the specifications' en is en-GB). */
const EURO_LOCALE: Readonly<Record<Language, string>> = { nl: 'nl-BE', de: 'de-DE', fr: 'fr-BE', en: 'en-IE' };
const DECIMAL_LOCALE: Readonly<Record<Language, string>> = { nl: 'nl-BE', de: 'de-DE', fr: 'fr-BE', en: 'en-GB' };

const intlEuro = (value: number, language: Language, digits: number): string =>
  new Intl.NumberFormat(EURO_LOCALE[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const intlDecimal = (value: number, language: Language, digits: number): string =>
  new Intl.NumberFormat(DECIMAL_LOCALE[language], { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);

const anyLanguage = fc.constantFrom(...LANGUAGES);
const wholeEuros = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
/** Amounts as the API sends them (cents as a decimal), and any finite double an amount could become. */
const amounts = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((tenths) => tenths / 1000),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
);

describe('number notation, the same text as Intl.NumberFormat', () => {
  it('writes whole euros as Intl does in every language', () => {
    fc.assert(fc.property(wholeEuros, anyLanguage, (euros, language) => expect(euroText(euros, language, 0)).toBe(intlEuro(euros, language, 0))), { numRuns: 2000 });
  });

  it('writes euros with cents, rounding half away from zero on the shortest decimal, as Intl does', () => {
    fc.assert(fc.property(amounts, anyLanguage, (euros, language) => expect(euroText(euros, language, 2)).toBe(intlEuro(euros, language, 2))), { numRuns: 3000 });
  });

  it('writes two decimals without grouping as Intl does', () => {
    fc.assert(fc.property(amounts, anyLanguage, (value, language) => expect(decimalText(value, language, 2)).toBe(intlDecimal(value, language, 2))), { numRuns: 3000 });
  });

  it('agrees with Intl on the edges: zero, minus zero, halves, carries into a new group', () => {
    for (const language of LANGUAGES) {
      for (const value of [0, -0, 0.005, 1.005, 2.675, 999.995, 999_999.995, -0.004, -999.5, 9.995, 1e-7, 123456789.125]) {
        expect(euroText(value, language, 2)).toBe(intlEuro(value, language, 2));
        expect(euroText(value, language, 0)).toBe(intlEuro(value, language, 0));
        expect(decimalText(value, language, 2)).toBe(intlDecimal(value, language, 2));
      }
    }
  });
});
