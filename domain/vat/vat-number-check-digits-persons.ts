/**
 * Check digits of the member states whose VAT numbers can be a person's own
 * number (a birth number, a national identity number) or end in a check letter:
 * Bulgaria, Cyprus, the Czech Republic, Slovakia, Spain, Ireland
 * (docs/vat-numbers.md has the sources). Each takes the number after its prefix,
 * its format already checked.
 */
import { isCalendarDate, luhnCheckDigit, modulo, weightedSum } from './vat-number-arithmetic.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Bulgarian EGN (a citizen's number): a birth date (month + 20 for the 1800s, + 40 for the 2000s), weights 2, 4, 8, 5, 10, 9, 7, 3, 6. */
const isBulgarianEgn = (number: string): boolean => {
  let year = 1900 + Number(number.slice(0, 2));
  let month = Number(number.slice(2, 4));
  if (month > 40) [year, month] = [year + 100, month - 40];
  else if (month > 20) [year, month] = [year - 100, month - 20];
  if (!isCalendarDate(year, month, Number(number.slice(4, 6)))) return false;
  return (weightedSum(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(number[9]);
};

/**
 * Bulgaria: 9 digits for a legal entity (Σ (i + 1) × digit mod 11, or when
 * that is 10 Σ (i + 3) × digit mod 11; 10 counts as 0); 10 digits for a person:
 * an EGN, a foreigner's number (weights 21, 19, 17, 13, 11, 9, 7, 3, 1 mod 10) or
 * another (11 − Σ weights 4, 3, 2, 7, 6, 5, 4, 3, 2 mod 11).
 */
export const bulgarianCheck = (number: string): boolean => {
  const last = Number(number[number.length - 1]);
  if (number.length === 9) {
    let check = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
    if (check === 10) check = weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
    return check % 10 === last;
  }
  return (
    isBulgarianEgn(number) ||
    weightedSum(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === last ||
    modulo(11 - weightedSum(number, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === last
  );
};

/** What each digit in an odd place (1st, 3rd, …) of a Cypriot number counts for. */
const CYPRIOT_ODD_PLACE = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] as const;

/** Cyprus: 8 digits and a check letter: digits in odd places through the table above, the others as they are, the sum mod 26 as A…Z. */
export const cypriotCheck = (number: string): boolean => {
  const sum = [...number.slice(0, 8)].reduce((total, character, index) => total + (index % 2 === 0 ? (CYPRIOT_ODD_PLACE[Number(character)] ?? 0) : Number(character)), 0);
  return ALPHABET[sum % 26] === number[8];
};

/**
 * A Czech or Slovak birth number (rodné číslo): YYMMDD (women's months + 50, and
 * + 20 when a day's numbers ran out), then 3 digits before 1954 or 4 since, the
 * ten-digit ones divisible by 11 (a remainder of 10 written as 0).
 */
const isBirthNumber = (number: string): boolean => {
  let year = 1900 + Number(number.slice(0, 2));
  if (number.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return false;
  } else if (year < 1954) year += 100;
  if (!isCalendarDate(year, (Number(number.slice(2, 4)) % 50) % 20, Number(number.slice(4, 6)))) return false;
  return number.length === 9 || (Number(number.slice(0, 9)) % 11) % 10 === Number(number[9]);
};

/**
 * The Czech Republic (DIČ): 8 digits for a legal entity (the last is
 * (11 − Σ (8 − i) × digit mod 11) mod 11, 0 written 1 and 10 written 0); 9 digits
 * starting 6 for a person without a birth number (Σ over the 2nd to 8th digits,
 * last = (8 − (10 − Σ mod 11) mod 11) mod 10); otherwise a birth number.
 */
export const czechCheck = (number: string): boolean => {
  const last = Number(number[number.length - 1]);
  if (number.length === 8) {
    const check = modulo(11 - weightedSum(number, [8, 7, 6, 5, 4, 3, 2]), 11);
    return (check === 0 ? 1 : check % 10) === last;
  }
  if (number.length === 9 && number.startsWith('6')) {
    const sum = weightedSum(number.slice(1, 8), [8, 7, 6, 5, 4, 3, 2]) % 11;
    return modulo(8 - modulo(10 - sum, 11), 10) === last;
  }
  return isBirthNumber(number);
};

/** Slovakia (IČ DPH): 10 digits divisible by 11, not starting 0, the third 2, 3, 4, 7, 8 or 9; or a person's birth number. */
export const slovakCheck = (number: string): boolean =>
  isBirthNumber(number) || (!number.startsWith('0') && '234789'.includes(number.charAt(2)) && Number(number) % 11 === 0);

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Spain (NIF): a DNI (8 digits and the letter of their value mod 23); an NIE
 * (X, Y, Z read as 0, 1, 2, then as a DNI); K, L, M + 7 digits and the DNI
 * letter of the 7 digits; or a CIF (a letter for the kind of entity, 7 digits,
 * their Luhn check digit, or that digit as a letter J, A … I).
 */
export const spanishCheck = (number: string): boolean => {
  const first = number.charAt(0);
  const last = number.charAt(8);
  const middle = number.slice(1, 8);
  if (/\d/.test(first)) return DNI_LETTERS[Number(number.slice(0, 8)) % 23] === last;
  if ('XYZ'.includes(first)) return DNI_LETTERS[Number(`${'XYZ'.indexOf(first)}${middle}`) % 23] === last;
  if ('KLM'.includes(first)) return DNI_LETTERS[Number(middle) % 23] === last;
  if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return false;
  const check = luhnCheckDigit(middle);
  return last === String(check) || last === 'JABCDEFGHI'.charAt(check);
};

/** The Irish check characters: W for 0, then A … V. */
const IRISH_CHECK = 'WABCDEFGHIJKLMNOPQRSTUV';

/**
 * Ireland: 7 digits, a check letter and, since 2013, a ninth letter (A or H);
 * the check letter is Σ (8 − i) × digit + 9 × (the ninth letter's place in W, A …
 * V) mod 23. Old numbers (a digit, a letter or + or *, 5 digits, the check
 * letter) are checked as "0", the 5 digits and the first digit.
 */
export const irishCheck = (number: string): boolean => {
  const isOldStyle = !/^\d{7}/.test(number);
  const digits = isOldStyle ? `0${number.slice(2, 7)}${number.charAt(0)}` : number.slice(0, 7);
  const ninth = isOldStyle ? 0 : Math.max(IRISH_CHECK.indexOf(number.charAt(8)), 0);
  return IRISH_CHECK[(weightedSum(digits, [8, 7, 6, 5, 4, 3, 2]) + 9 * ninth) % 23] === number.charAt(7);
};
