import fc from 'fast-check';
import { VAT_RATE_COUNTRIES } from '../../domain/vat/vat-rates.js';
import { CUSTOMER_KINDS, SUPPLY_KINDS, type VatCustomer, type VatTreatmentInput } from '../../domain/vat/vat-treatment.js';
import type { TaxableLine, VatSettings } from '../../domain/vat/vat-lines.js';

/** Some EU VAT countries beyond the ones with rates (a business may be registered anywhere in the EU). */
const VAT_NUMBER_ISO_COUNTRIES = ['BE', 'NL', 'DE', 'FR', 'LU', 'AT', 'IT', 'PL', 'GR'] as const;

export const anyIsoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

export const anyVatCustomer: fc.Arbitrary<VatCustomer> = fc.record({
  kind: fc.constantFrom(...CUSTOMER_KINDS),
  vatNumberCountry: fc.option(fc.constantFrom(...VAT_NUMBER_ISO_COUNTRIES), { nil: null }),
  vatNumberConfirmed: fc.boolean(),
});

export const anyVatTreatmentInput: fc.Arbitrary<VatTreatmentInput> = fc.record({
  customer: anyVatCustomer,
  deliveryCountry: fc.constantFrom(...VAT_RATE_COUNTRIES),
  collectedAtDepot: fc.boolean(),
  supply: fc.constantFrom(...SUPPLY_KINDS),
  ossEnabled: fc.boolean(),
  date: anyIsoDate,
});

export const anyTaxableLine: fc.Arbitrary<TaxableLine> = fc.record({
  net: fc.integer({ min: 0, max: 50_000_000 }),
  supply: fc.constantFrom(...SUPPLY_KINDS),
  collectedAtDepot: fc.boolean(),
  deliveryCountry: fc.constantFrom(...VAT_RATE_COUNTRIES),
});

export const anyVatSettings: fc.Arbitrary<VatSettings> = fc.record({ ossEnabled: fc.boolean(), date: anyIsoDate });

/* VAT numbers. Check digits are computed here from each member state's published rule, independently of the domain's code (BigInt, no shared helpers). */

const digitText = (length: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((digits) => digits.join(''));
const modulo97 = (text: string): number => Number(BigInt(text) % 97n);
const luhnDigit = (digits: string): number => {
  const sum = [...digits].reverse().reduce((total, character, index) => {
    const doubled = index % 2 === 0 ? Number(character) * 2 : Number(character);
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/** Belgium: 0 or 1, seven digits, 97 − (the eight mod 97). */
export const validBelgianVatNumber = fc.tuple(fc.constantFrom('0', '1'), digitText(7)).map(([first, rest]) => {
  const base = `${first}${rest}`;
  return `BE${base}${String(97 - modulo97(base)).padStart(2, '0')}`;
});

/** Germany: nine digits, not starting 0, the last ISO 7064 MOD 11,10. */
export const validGermanVatNumber = fc.tuple(fc.integer({ min: 1, max: 9 }), digitText(7)).map(([first, rest]) => {
  const base = `${first}${rest}`;
  let product = 10;
  for (const digit of base) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return `DE${base}${(11 - product) % 10}`;
});

/** Luxembourg: six digits and their remainder mod 89. */
export const validLuxembourgVatNumber = digitText(6).map((base) => `LU${base}${String(Number(base) % 89).padStart(2, '0')}`);

/** The Netherlands, RSIN style: nine digits passing the 11-test, B, a suffix 01–99. */
const validDutchRsinVatNumber = fc
  .tuple(digitText(8), fc.integer({ min: 1, max: 99 }))
  .map(([base, suffix]) => ({ base, suffix, check: [...base].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0) % 11 }))
  .filter(({ base, check }) => check < 10 && !/^0+$/.test(`${base}${check}`))
  .map(({ base, suffix, check }) => `NL${base}${check}B${String(suffix).padStart(2, '0')}`);

/** The Netherlands, sole traders since 2020: "NL" + the number, letters as 10…35, is 1 mod 97 (the suffix carries the check). */
const validDutchSoleTraderVatNumber = digitText(9)
  .filter((digits) => !/^0+$/.test(digits))
  .map((digits) => {
    const suffix = (((1 - modulo97(`2321${digits}1100`)) % 97) + 97) % 97;
    return `NL${digits}B${String(suffix).padStart(2, '0')}`;
  })
  .filter((number) => !number.endsWith('B00'));

export const validDutchVatNumber = fc.oneof(validDutchRsinVatNumber, validDutchSoleTraderVatNumber);

/** France, numeric key: a Luhn-valid SIREN and the key (12 + 3 × (SIREN mod 97)) mod 97. */
export const validFrenchVatNumber = digitText(8).map((base) => {
  const siren = `${base}${luhnDigit(base)}`;
  return `FR${String((12 + 3 * modulo97(siren)) % 97).padStart(2, '0')}${siren}`;
});

/** A valid number of one of the shop's neighbours, canonical (`BE0403170701`). */
export const anyValidVatNumber = fc.oneof(validBelgianVatNumber, validGermanVatNumber, validLuxembourgVatNumber, validDutchVatNumber, validFrenchVatNumber);

/** What may separate the parts of a printed number: spaces (no-break and thin ones too), dots, dashes, slashes. */
const anySeparator = fc.constantFrom('', '', '', ' ', '.', '-', '/', '\u00a0', '\u2009', '\u2013', ' - ');

/**
 * A canonical number spelled as a business prints it: any case, separators
 * anywhere, a colon after the prefix; a Belgian number in its old nine digits or
 * with "(0)", a Dutch one with its leading zeros left out.
 */
export const letterheadSpelling = (canonical: string): fc.Arbitrary<string> => {
  const country = canonical.slice(0, 2);
  const number = canonical.slice(2);
  const leadingZeros = /^0*/.exec(number)?.[0].length ?? 0;
  const firstTokens: fc.Arbitrary<readonly string[]> =
    country === 'BE' && number.startsWith('0')
      ? fc.constantFrom(['0'], [], ['(0)'])
      : country === 'NL'
        ? fc.integer({ min: 0, max: Math.min(leadingZeros, 8) }).map((dropped) => Array.from({ length: leadingZeros - dropped }, () => '0'))
        : fc.constant([]);
  const restTokens = [...number.slice(country === 'BE' && number.startsWith('0') ? 1 : country === 'NL' ? leadingZeros : 0)];
  return fc
    .record({
      first: firstTokens,
      lower: fc.boolean(),
      afterPrefix: fc.constantFrom('', ' ', ':', ': ', ' : ', '-', ' - ', '.'),
      separators: fc.array(anySeparator, { minLength: number.length + 2, maxLength: number.length + 2 }),
    })
    .map(({ first, lower, afterPrefix, separators }) => {
      const tokens = [...first, ...restTokens];
      const spelled = `${country}${afterPrefix}${tokens.map((token, index) => `${token}${index < tokens.length - 1 ? (separators[index] ?? '') : ''}`).join('')}`;
      return lower ? spelled.toLowerCase() : spelled;
    });
};

/** Characters no VAT number holds and no letterhead puts between its digits (`+` and `*` belong to old Irish numbers, `:` may follow the prefix). */
export const anyStrayCharacter = fc.constantFrom(',', ';', '_', '#', "'", '"', '!', '?', '@', '&', '=', '%', '|', '\\', '<', '>', '[', ']', '(', ')', '€', '•', '~', '\u0000');
