import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyContainerNumber, anyTypedForm, CHARACTERS_AT } from '../../test/arbitraries/unit.arbitraries.js';
import { checkRemainder, displayContainerNumber, isValidContainerNumber, LETTER_VALUES, parseContainerNumber } from './container-number.js';

/** A valid number and a position with a different character allowed there (the result is still well formed). */
const anySingleChange = anyContainerNumber.chain((number) =>
  fc
    .integer({ min: 0, max: 10 })
    .chain((position) =>
      fc.constantFrom(...(CHARACTERS_AT[position] ?? []).filter((character) => character !== number.charAt(position))).map((character) => ({ number, position, character })),
    ),
);

const replaced = (text: string, position: number, character: string): string => `${text.slice(0, position)}${character}${text.slice(position + 1)}`;
const swapped = (text: string, position: number): string => `${text.slice(0, position)}${text.charAt(position + 1)}${text.charAt(position)}${text.slice(position + 2)}`;
const valueOf = (character: string): number => LETTER_VALUES[character] ?? Number(character);
const congruent = (a: string, b: string): boolean => valueOf(a) % 11 === valueOf(b) % 11;
/** Remainders 0 and 10 both give the check digit 0: the one ambiguity of the algorithm. */
const zeroPair = (first: number, second: number): boolean => (first === 0 && second === 10) || (first === 10 && second === 0);

describe('ISO 6346 container numbers, properties', () => {
  it('validates every number the generator makes, and parses every typed form of it to the canonical number', () => {
    fc.assert(
      fc.property(anyContainerNumber.chain((number) => anyTypedForm(number).map((typed) => ({ number, typed }))), ({ number, typed }) => {
        expect(isValidContainerNumber(number)).toBe(true);
        expect(parseContainerNumber(typed)).toEqual({ ok: true, value: number });
        expect(parseContainerNumber(displayContainerNumber(number))).toEqual({ ok: true, value: number });
      }),
    );
  });

  it('shows a number as owner code and category, serial and check digit', () => {
    fc.assert(
      fc.property(anyContainerNumber, (number) => {
        const shown = displayContainerNumber(number);
        expect(shown).toMatch(/^[A-Z]{3}[UJZ] \d{6} \d$/);
        expect(shown.replace(/ /g, '')).toBe(number);
      }),
    );
  });

  it('catches any change of the check digit itself', () => {
    fc.assert(
      fc.property(anySingleChange.filter(({ position }) => position === 10), ({ number, position, character }) => {
        expect(isValidContainerNumber(replaced(number, position, character))).toBe(false);
      }),
    );
  });

  it('catches any changed serial digit or category when the remainder is 1 to 9 (check digit not 0)', () => {
    fc.assert(
      fc.property(
        anySingleChange.filter(({ number, position }) => position >= 3 && position <= 9 && checkRemainder(number.slice(0, 10)) % 10 !== 0),
        ({ number, position, character }) => {
          expect(isValidContainerNumber(replaced(number, position, character))).toBe(false);
        },
      ),
    );
  });

  it('catches a changed owner-code letter unless the two letters have the same value mod 11 (A/K/U, B/L/V, …)', () => {
    fc.assert(
      fc.property(
        anySingleChange.filter(({ number, position }) => position <= 2 && checkRemainder(number.slice(0, 10)) % 10 !== 0),
        ({ number, position, character }) => {
          expect(isValidContainerNumber(replaced(number, position, character))).toBe(congruent(number.charAt(position), character));
        },
      ),
    );
  });

  it('lets a single change through exactly when the values are congruent mod 11 or the remainder moves between 0 and 10', () => {
    fc.assert(
      fc.property(anySingleChange.filter(({ position }) => position < 10), ({ number, position, character }) => {
        const before = checkRemainder(number.slice(0, 10));
        const after = checkRemainder(replaced(number, position, character).slice(0, 10));
        const undetectable = congruent(number.charAt(position), character) || zeroPair(before, after);
        expect(isValidContainerNumber(replaced(number, position, character))).toBe(undetectable);
      }),
    );
  });

  it('catches two different serial digits swapped when the check digit is not 0', () => {
    fc.assert(
      fc.property(
        anyContainerNumber.chain((number) => fc.integer({ min: 4, max: 8 }).map((position) => ({ number, position }))),
        ({ number, position }) => {
          fc.pre(number.charAt(position) !== number.charAt(position + 1) && checkRemainder(number.slice(0, 10)) % 10 !== 0);
          expect(isValidContainerNumber(swapped(number, position))).toBe(false);
        },
      ),
    );
  });

  it('lets an adjacent swap in the first ten through exactly when both values are congruent mod 11 or the remainder moves between 0 and 10', () => {
    fc.assert(
      fc.property(
        anyContainerNumber.chain((number) => fc.constantFrom(0, 1, 2, 4, 5, 6, 7, 8).map((position) => ({ number, position }))),
        ({ number, position }) => {
          const result = swapped(number, position);
          fc.pre(result !== number && /^[A-Z]{3}[UJZ]\d{7}$/.test(result));
          const undetectable =
            congruent(number.charAt(position), number.charAt(position + 1)) || zeroPair(checkRemainder(number.slice(0, 10)), checkRemainder(result.slice(0, 10)));
          expect(isValidContainerNumber(result)).toBe(undetectable);
        },
      ),
    );
  });

  it('catches the last serial digit swapped with the check digit except for remainder 3 ending …0|3 and remainder 10 ending …3|0', () => {
    fc.assert(
      fc.property(anyContainerNumber, (number) => {
        const result = swapped(number, 9);
        fc.pre(result !== number);
        const remainder = checkRemainder(number.slice(0, 10));
        const lastDigit = number.charAt(9);
        const undetectable = (remainder === 3 && lastDigit === '0') || (remainder === 10 && lastDigit === '3');
        expect(isValidContainerNumber(result)).toBe(undetectable);
      }),
    );
  });

  it('refuses a swap of the category with the first serial digit as malformed', () => {
    fc.assert(
      fc.property(anyContainerNumber, (number) => {
        expect(parseContainerNumber(swapped(number, 3))).toEqual({ ok: false, error: { kind: 'malformed' } });
      }),
    );
  });
});
