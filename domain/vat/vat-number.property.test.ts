import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  anyStrayCharacter,
  anyValidVatNumber,
  letterheadSpelling,
  validBelgianVatNumber,
  validFrenchVatNumber,
  validGermanVatNumber,
  validLuxembourgVatNumber,
} from '../../test/arbitraries/vat.arbitraries.js';
import { formatVatNumber, parseVatNumber, VAT_NUMBER_COUNTRIES } from './vat-number.js';

/** A valid number with one of its spellings. */
const spelledValid = anyValidVatNumber.chain((number) => fc.tuple(fc.constant(number), letterheadSpelling(number)));

/** Text that looks like VAT numbers, to reach every branch of the reading (prefixes, brackets, colons, commas, B). */
const anyNearVatText = fc.string({
  unit: fc.constantFrom('B', 'E', 'N', 'L', 'U', 'G', 'R', 'F', 'K', 'X', 'b', 'e', '0', '1', '4', '9', ' ', '.', '-', '/', ':', '(', ')', ',', '+', '\u00a0'),
  maxLength: 18,
});

describe('parseVatNumber (properties)', () => {
  it('reads every valid number however a letterhead spells it, to its canonical form', () => {
    fc.assert(
      fc.property(spelledValid, ([number, typed]) => {
        const result = parseVatNumber(typed);
        expect(result.ok && formatVatNumber(result.value)).toBe(number);
      }),
    );
  });

  it('is idempotent: what it makes of any text reads back as itself', () => {
    const anyText = fc.oneof(anyNearVatText, fc.string({ maxLength: 20 }), spelledValid.map(([, typed]) => typed));
    fc.assert(
      fc.property(anyText, fc.option(fc.constantFrom(...VAT_NUMBER_COUNTRIES), { nil: undefined }), (input, country) => {
        const first = parseVatNumber(input, country);
        if (!first.ok) return;
        const canonical = formatVatNumber(first.value);
        expect(canonical).toMatch(/^[A-Z]{2}[A-Z0-9+*]+$/);
        expect(parseVatNumber(canonical)).toEqual(first);
        expect(parseVatNumber(canonical, country)).toEqual(first);
      }),
    );
  });

  it('refuses a stray character (a comma, a semicolon, …) anywhere in a valid number, naming it, rather than dropping it', () => {
    const withStray = fc.tuple(spelledValid, anyStrayCharacter, fc.nat()).map(([[, typed], stray, at]) => {
      const position = at % (typed.length + 1);
      return { typed: `${typed.slice(0, position)}${stray}${typed.slice(position)}`, stray };
    });
    fc.assert(
      fc.property(withStray, ({ typed, stray }) => {
        const result = parseVatNumber(typed);
        if (result.ok || result.error.kind !== 'characters') throw new Error(`"${typed}" was not refused for its characters`);
        // The first character that does not belong is named: the stray, or the "(0)" it broke apart.
        expect([stray === '\u0000' ? 'U+0000' : stray, '(', ')']).toContain(result.error.character);
        expect(result.error.message.en).toContain(`"${result.error.character}"`);
      }),
    );
  });

  it('refuses any single wrong digit in a Belgian, German, Luxembourg or French number (their checks catch every one)', () => {
    const mutated = fc.oneof(validBelgianVatNumber, validGermanVatNumber, validLuxembourgVatNumber, validFrenchVatNumber).chain((number) =>
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
