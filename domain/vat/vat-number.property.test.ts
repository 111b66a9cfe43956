import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatVatNumber, parseVatNumber, VAT_NUMBER_COUNTRIES } from './vat-number.js';

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((list) => list.join(''));

/** Valid numbers, their check digits computed the way each member state does. */
const validBelgian = fc.tuple(fc.constantFrom('0', '1'), digits(7)).map(([first, rest]) => {
  const base = `${first}${rest}`;
  return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
});
const validGerman = fc.tuple(fc.integer({ min: 1, max: 9 }), digits(7)).map(([first, rest]) => {
  const base = `${first}${rest}`;
  let product = 10;
  for (const digit of base) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return `DE${base}${(11 - product) % 10}`;
});
const validLuxembourg = digits(6).map((base) => `LU${base}${String(Number(base) % 89).padStart(2, '0')}`);
const validDutch = digits(8)
  .map((base) => {
    const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
    return { base, check: sum % 11 };
  })
  .filter(({ check }) => check < 10)
  .map(({ base, check }) => `NL${base}${check}B01`);
const anyValid = fc.oneof(validBelgian, validGerman, validLuxembourg, validDutch);

/** The same number as people type it: lower case, spaces, dots, dashes. */
const spelled = (number: string) =>
  fc.tuple(fc.boolean(), fc.array(fc.constantFrom('', ' ', '.', '-'), { minLength: number.length, maxLength: number.length })).map(([lower, separators]) =>
    [...(lower ? number.toLowerCase() : number)].map((character, index) => `${character}${separators[index] ?? ''}`).join(''),
  );

describe('parseVatNumber (properties)', () => {
  it('accepts every number with correct check digits, however it is spelled', () => {
    fc.assert(
      fc.property(anyValid.chain((number) => fc.tuple(fc.constant(number), spelled(number))), ([number, typed]) => {
        const result = parseVatNumber(typed);
        expect(result.ok && formatVatNumber(result.value)).toBe(number);
      }),
    );
  });

  it('is idempotent: a parsed number formats to a text that parses to itself', () => {
    fc.assert(
      fc.property(fc.oneof(anyValid, fc.string({ maxLength: 16 })), fc.option(fc.constantFrom(...VAT_NUMBER_COUNTRIES), { nil: undefined }), (input, country) => {
        const first = parseVatNumber(input, country);
        if (!first.ok) return;
        expect(parseVatNumber(formatVatNumber(first.value))).toEqual(first);
      }),
    );
  });

  it('refuses any single wrong digit in a Belgian, German or Luxembourg number (their checks catch every one)', () => {
    const mutated = fc.oneof(validBelgian, validGerman, validLuxembourg).chain((number) =>
      fc.tuple(fc.constant(number), fc.integer({ min: 2, max: number.length - 1 }), fc.integer({ min: 1, max: 9 })),
    );
    fc.assert(
      fc.property(mutated, ([number, position, shift]) => {
        const digit = (Number(number[position]) + shift) % 10;
        const typo = `${number.slice(0, position)}${digit}${number.slice(position + 1)}`;
        expect(parseVatNumber(typo).ok).toBe(false);
      }),
    );
  });
});
