/**
 * Check digits of the other member states whose numbers are digits only, with a
 * weighted sum, Luhn or ISO 7064 (docs/vat-numbers.md has the sources). Each takes
 * the number after its prefix, its format already checked.
 */
import { isCalendarDate, isLuhnValid, isMod11Minus10Valid, modulo, weightedSum } from './vat-number-arithmetic.js';

/** Austria: U + 8 digits; digits 1, 3, 5, 7 plus the digit sums of twice 2, 4, 6 give S; the last is (10 − (S + 4) mod 10) mod 10. */
export const austrianCheck = (number: string): boolean => {
  const digits = number.slice(1);
  const sum = [...digits.slice(0, 7)].reduce((total, character, index) => {
    const digit = Number(character);
    if (index % 2 === 0) return total + digit;
    return total + Math.floor((2 * digit) / 10) + ((2 * digit) % 10);
  }, 0);
  return (10 - ((sum + 4) % 10)) % 10 === Number(digits[7]);
};

/** Denmark (CVR): 8 digits, Σ weights 2, 7, 6, 5, 4, 3, 2, 1 divisible by 11. */
export const danishCheck = (number: string): boolean => weightedSum(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;

/** Estonia (KMKR): 9 digits, Σ weights 3, 7, 1, … divisible by 10. */
export const estonianCheck = (number: string): boolean => weightedSum(number, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;

/** Greece (ΑΦΜ): 9 digits; Σ digit × 2^(8−i) over the first eight, mod 11, mod 10, is the last. */
export const greekCheck = (number: string): boolean => (weightedSum(number, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10 === Number(number[8]);

/** Finland (ALV, the Y-tunnus): 8 digits, Σ weights 7, 9, 10, 5, 8, 4, 2, 1 divisible by 11. */
export const finnishCheck = (number: string): boolean => weightedSum(number, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0;

/** Croatia (OIB): 11 digits, ISO/IEC 7064 MOD 11,10. */
export const croatianCheck = (number: string): boolean => isMod11Minus10Valid(number);

/** Hungary (ANUM): 8 digits, Σ weights 9, 7, 3, 1, … divisible by 10. */
export const hungarianCheck = (number: string): boolean => weightedSum(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0;

/** Italy (partita IVA): 11 digits, Luhn (the office code is part of the format). */
export const italianCheck = (number: string): boolean => isLuhnValid(number);

/**
 * Lithuania (PVM): the last digit is Σ (1 + i mod 9) × digit mod 11; when that
 * is 10, Σ (1 + (i + 2) mod 9) × digit mod 11 instead; a final 10 counts as 0.
 */
export const lithuanianCheck = (number: string): boolean => {
  const body = number.slice(0, -1);
  const weights = (offset: number): number[] => [...body].map((_, index) => 1 + ((index + offset) % 9));
  let check = weightedSum(body, weights(0)) % 11;
  if (check === 10) check = weightedSum(body, weights(2)) % 11;
  return check % 10 === Number(number[number.length - 1]);
};

/**
 * Latvia (PVN): a legal entity (first digit 4–9) has Σ weights 9, 1, 4, 8, 3,
 * 10, 2, 5, 7, 6, 1 equal to 3 mod 11. A person's number is their personal code:
 * since 2017 "32…" with no date; before, DDMMYY and a century digit (0 = 1800s,
 * 1 = 1900s, 2 = 2000s) that must be a real date. Personal codes' check digit
 * has no published algorithm, so it is left to VIES.
 */
export const latvianCheck = (number: string): boolean => {
  if (Number(number[0]) > 3) return weightedSum(number, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3;
  if (number.startsWith('32')) return true;
  const century = Number(number[6]);
  if (century > 2) return false;
  return isCalendarDate(1800 + 100 * century + Number(number.slice(4, 6)), Number(number.slice(2, 4)), Number(number.slice(0, 2)));
};

/** Malta: 8 digits, Σ weights 3, 4, 6, 7, 8, 9, 10, 1 divisible by 37. */
export const malteseCheck = (number: string): boolean => weightedSum(number, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0;

/** Poland (NIP): 10 digits, Σ weights 6, 5, 7, 2, 3, 4, 5, 6, 7 mod 11 is the last digit (10 never is). */
export const polishCheck = (number: string): boolean => weightedSum(number, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(number[9]);

/** Portugal (NIF): 9 digits; the last is (11 − Σ (9 − i) × digit mod 11) mod 11, 10 written as 0. */
export const portugueseCheck = (number: string): boolean =>
  (modulo(11 - weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10) === Number(number[8]);

/** Romania (CUI/CIF): 2–10 digits; the others, padded to nine with leading zeros, weights 7, 5, 3, 2, 1, 7, 5, 3, 2; 10 × Σ mod 11 mod 10 is the last. */
export const romanianCheck = (number: string): boolean =>
  ((10 * weightedSum(number.slice(0, -1).padStart(9, '0'), [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10 === Number(number[number.length - 1]);

/** Sweden: the 10-digit organisation or personal number, Luhn-valid, then 01. */
export const swedishCheck = (number: string): boolean => isLuhnValid(number.slice(0, 10));

/** Slovenia (ID za DDV): 8 digits; 11 − Σ (8 − i) × digit mod 11 is the last (10 written 0; 11 never issued). */
export const slovenianCheck = (number: string): boolean => {
  const check = 11 - (weightedSum(number, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return check !== 11 && check % 10 === Number(number[7]);
};
