import fc from 'fast-check';
import { completeContainerNumber, EQUIPMENT_CATEGORIES, type ContainerNumber } from '../../domain/units/container-number.js';
import { UNIT_CONDITIONS, UNIT_STATUSES } from '../../domain/units/unit-status.js';

/** Named arbitraries for the container-unit property tests. */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');

export const anyLetter = fc.constantFrom(...LETTERS);
export const anyDigit = fc.constantFrom(...DIGITS);
export const anyOwnerCode = fc.tuple(anyLetter, anyLetter, anyLetter).map((letters) => letters.join(''));
export const anyCategory = fc.constantFrom(...EQUIPMENT_CATEGORIES);
export const anySerial = fc.array(anyDigit, { minLength: 6, maxLength: 6 }).map((digits) => digits.join(''));

/** A valid number: any owner code, category and serial, with the check digit the standard gives. */
export const anyContainerNumber: fc.Arbitrary<ContainerNumber> = fc
  .tuple(anyOwnerCode, anyCategory, anySerial)
  .map(([owner, category, serial]) => completeContainerNumber(owner, category, serial));

/** How people type a number: any case, spaces and dashes anywhere between characters. */
export const anyTypedForm = (number: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.constantFrom('', '', '', ' ', '-', ' - ', '\u00A0', '\u2013'), { minLength: number.length + 1, maxLength: number.length + 1 }),
      fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
    )
    .map(([separators, lower]) =>
      [...number].map((character, index) => `${separators[index] ?? ''}${lower[index] === true ? character.toLowerCase() : character}`).join('') + (separators[number.length] ?? ''),
    );

/** The characters that may stand at each of the eleven positions of a well-formed number. */
export const CHARACTERS_AT: readonly (readonly string[])[] = [LETTERS, LETTERS, LETTERS, [...EQUIPMENT_CATEGORIES], ...Array.from({ length: 7 }, () => DIGITS)];

export const anyUnitStatus = fc.constantFrom(...UNIT_STATUSES);
export const anyUnitCondition = fc.constantFrom(...UNIT_CONDITIONS);

/** Available units per condition, some conditions missing. */
export const anyUnitCounts = fc.record(
  { new: fc.nat({ max: 30 }), 'used-a': fc.nat({ max: 30 }), 'used-cw': fc.nat({ max: 30 }) },
  { requiredKeys: [] },
);
export const anyThreshold = fc.integer({ min: 0, max: 10 });
