import fc from 'fast-check';
import {
  belgianEnterpriseCheckDigits,
  belgianVatNumberOf,
  ibanCheckDigits,
  isValidBelgianEnterpriseNumber,
  isValidBelgianVatNumber,
  isValidBic,
  isValidIban,
} from './company-identifiers.js';

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const alnum = fc.oneof(digit, upper);
const country = fc.tuple(upper, upper).map(([a, b]) => a + b);
const bban = fc.array(alnum, { minLength: 11, maxLength: 30 }).map((chars) => chars.join(''));
/** A well-formed IBAN: country, the right check digits, a BBAN. */
const validIban = fc.tuple(country, bban).map(([code, body]) => `${code}${ibanCheckDigits(code, body)}${body}`);
/** The first eight digits of a Belgian enterprise number (0 or 1 first). */
const firstEight = fc
  .tuple(fc.constantFrom('0', '1'), fc.array(digit, { minLength: 7, maxLength: 7 }))
  .map(([head, rest]) => head + rest.join(''));
const validEnterprise = firstEight.map((eight) => eight + belgianEnterpriseCheckDigits(eight));

describe('company identifiers', () => {
  it('accepts known real-world examples and the demo placeholders for what they are', () => {
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('BE68 5390 0754 7035')).toBe(false);
    expect(isValidBic('GKCCBEBB')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('GKCCBEB')).toBe(false);
    expect(isValidBelgianEnterpriseNumber('0403.170.701')).toBe(true);
    expect(isValidBelgianEnterpriseNumber('0000.000.000')).toBe(false);
    expect(isValidBelgianVatNumber('BE0403170701')).toBe(true);
    expect(isValidBelgianVatNumber('BE0000.000.000')).toBe(false);
  });

  it('an IBAN built with its check digits is valid, in any spacing or case', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toBe(true);
      }),
    );
  });

  it('changing one digit of an IBAN makes it invalid (mod 97 catches every single-digit error)', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, delta) => {
        const positions = [...iban].flatMap((char, index) => (index >= 2 && /\d/.test(char) ? [index] : []));
        fc.pre(positions.length > 0);
        const index = positions[at % positions.length] ?? 2;
        const changed = String((Number(iban[index]) + delta) % 10);
        expect(isValidIban(iban.slice(0, index) + changed + iban.slice(index + 1))).toBe(false);
      }),
    );
  });

  it('a BIC is valid exactly at 8 or 11 characters of the ISO 9362 shape', () => {
    fc.assert(
      fc.property(
        fc.array(alnum, { minLength: 4, maxLength: 4 }),
        country,
        fc.array(alnum, { minLength: 2, maxLength: 2 }),
        fc.array(alnum, { minLength: 0, maxLength: 5 }),
        (party, code, location, branch) => {
          const bic = party.join('') + code + location.join('') + branch.join('');
          expect(isValidBic(bic)).toBe(branch.length === 0 || branch.length === 3);
        },
      ),
    );
  });

  it('an enterprise number is valid exactly when its last two digits are 97 - (first eight mod 97)', () => {
    fc.assert(
      fc.property(firstEight, fc.integer({ min: 0, max: 99 }), (eight, check) => {
        const number = eight + String(check).padStart(2, '0');
        expect(isValidBelgianEnterpriseNumber(number)).toBe(check === 97 - (Number(eight) % 97));
      }),
    );
  });

  it('the Belgian VAT number is BE + the enterprise number, valid when that number is', () => {
    fc.assert(
      fc.property(validEnterprise, (enterprise) => {
        const dotted = `${enterprise.slice(0, 4)}.${enterprise.slice(4, 7)}.${enterprise.slice(7)}`;
        expect(belgianVatNumberOf(dotted)).toBe(`BE${enterprise}`);
        expect(isValidBelgianVatNumber(belgianVatNumberOf(dotted))).toBe(true);
        expect(isValidBelgianVatNumber(`NL${enterprise}`)).toBe(false);
      }),
    );
  });
});
