/**
 * The arithmetic the member states' check digits are built from. Every function
 * takes decimal digits as text (the caller has checked the format).
 */

export const digitsOf = (text: string): number[] => [...text].map(Number);

/** The remainder that is never negative (JavaScript's `%` keeps the sign of the dividend). */
export const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/** Σ weight × digit, the weights applied from the first digit on (extra digits or weights are ignored). */
export const weightedSum = (digits: string, weights: readonly number[]): number =>
  digitsOf(digits).reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0);

/** Luhn (ISO/IEC 7812-1): from the right, every second digit doubled and its digits added; valid when the sum ends in 0. */
export const luhnSum = (digits: string): number =>
  digitsOf(digits)
    .reverse()
    .reduce((sum, digit, index) => sum + (index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);

export const isLuhnValid = (digits: string): boolean => luhnSum(digits) % 10 === 0;

/** The digit that makes `digits` followed by it Luhn-valid. */
export const luhnCheckDigit = (digits: string): number => modulo(10 - luhnSum(`${digits}0`), 10);

/** ISO/IEC 7064 MOD 11,10 (German USt-IdNr., Croatian OIB): the last digit checks all the others. */
export const isMod11Minus10Valid = (digits: string): boolean => {
  const values = digitsOf(digits);
  let product = 10;
  for (const digit of values.slice(0, -1)) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === values[values.length - 1];
};

/** The remainder mod 97 of a text of digits and capital letters, letters counting as 10 (A) … 35 (Z), as in IBANs. */
export const mod97 = (text: string): number => {
  const numeric = text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const character of numeric) remainder = (remainder * 10 + Number(character)) % 97;
  return remainder;
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** True when the day exists (birth dates inside personal numbers); no clock involved. */
export const isCalendarDate = (year: number, month: number, day: number): boolean => {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
};
