import { err, ok, type Result } from '../shared/result.js';

/**
 * ISO 6346 container numbers: a three-letter owner code, the equipment category
 * (U freight container, J detachable equipment, Z trailer or chassis), a six-digit
 * serial number and a check digit. Stored canonical (`MSKU1234565`), shown as
 * `MSKU 123456 5`. The check digit follows the standard (Annex A): every letter
 * has a value from 10 upwards that skips the multiples of 11 (A=10, B=12, …, K=21,
 * L=23, …, U=32, V=34, …, Z=38), digits are their own value, the value at
 * position i (0-based) is weighted 2^i, and the check digit is the sum mod 11,
 * then mod 10 (a remainder of 10 gives 0). docs/units.md lists what it cannot catch.
 */
export type ContainerNumber = string & { readonly __brand: 'ContainerNumber' };

export const EQUIPMENT_CATEGORIES = ['U', 'J', 'Z'] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A=10 … Z=38, the multiples of 11 left out (ISO 6346 Annex A). */
export const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of LETTERS) {
    if (value % 11 === 0) value += 1;
    values[letter] = value;
    value += 1;
  }
  return values;
})();

/** Owner code, category, serial and check digit, canonical (no separators, upper case). */
const CANONICAL = /^[A-Z]{3}[UJZ]\d{7}$/;
/** Separators people type between the parts: spaces (also non-breaking), hyphens and dashes. */
const SEPARATORS = /[\s\u00A0\u2010-\u2015-]+/g;

export type ContainerNumberError =
  | { readonly kind: 'empty' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'check-digit'; readonly expected: number; readonly typed: number };

const characterValue = (character: string): number => {
  const letter = LETTER_VALUES[character];
  if (letter !== undefined) return letter;
  const digit = character.charCodeAt(0) - 48;
  if (digit < 0 || digit > 9) throw new Error(`not an ISO 6346 character: ${character}`);
  return digit;
};

/**
 * The weighted sum of the first ten characters mod 11 (0..10): the check digit is this
 * mod 10. Exposed because its value 10 is the algorithm's known weakness (check digit 0
 * then stands for two remainders).
 */
export const checkRemainder = (firstTen: string): number => {
  if (!/^[A-Z]{4}\d{6}$/.test(firstTen)) throw new Error(`not an owner code, category and serial: ${firstTen}`);
  let sum = 0;
  for (let position = 0; position < 10; position += 1) sum += characterValue(firstTen.charAt(position)) * 2 ** position;
  return sum % 11;
};

/** The check digit of owner code + category + serial number (ten characters). */
export const checkDigitOf = (firstTen: string): number => checkRemainder(firstTen) % 10;

/** Upper case, separators removed: what is left must be the eleven characters of a number. */
export const compactContainerNumber = (typed: string): string => typed.replace(SEPARATORS, '').toUpperCase();

/** A typed number (with or without spaces and dashes, any case) as the canonical number, when its check digit is right. */
export const parseContainerNumber = (typed: string): Result<ContainerNumber, ContainerNumberError> => {
  const compact = compactContainerNumber(typed);
  if (compact === '') return err({ kind: 'empty' });
  if (!CANONICAL.test(compact)) return err({ kind: 'malformed' });
  const expected = checkDigitOf(compact.slice(0, 10));
  const typedDigit = Number(compact.charAt(10));
  return typedDigit === expected ? ok(compact as ContainerNumber) : err({ kind: 'check-digit', expected, typed: typedDigit });
};

export const isValidContainerNumber = (typed: string): boolean => parseContainerNumber(typed).ok;

/** `MSKU 123456 5`: owner code and category, serial, check digit. */
export const displayContainerNumber = (number: ContainerNumber): string => `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;

/** The complete number of owner code, category and serial (the check digit computed). */
export const completeContainerNumber = (owner: string, category: EquipmentCategory, serial: string): ContainerNumber => {
  const firstTen = `${owner}${category}${serial}`;
  return `${firstTen}${checkDigitOf(firstTen)}` as ContainerNumber;
};
