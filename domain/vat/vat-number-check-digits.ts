/**
 * Check digits of the shop's neighbours' VAT numbers (docs/vat-numbers.md has the
 * sources). Each takes the number after its prefix in the canonical form, its
 * format already checked.
 */
import { isLuhnValid, isMod11Minus10Valid, mod97, weightedSum } from './vat-number-arithmetic.js';

/** Belgium: the enterprise number, 10 digits; the last two are 97 − (the first eight mod 97). */
export const belgianCheck = (number: string): boolean => 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8));

/**
 * The Netherlands: 9 digits, B, 2 digits. Numbers built on the RSIN (and the BSN
 * before 2020) pass the 11-test on the nine digits (weights 9…2 and −1); the
 * btw-identificatienummers of sole traders since 2020 instead make "NL" + the
 * whole number, letters as 10…35, 1 mod 97 (ISO 7064 MOD 97-10).
 */
export const dutchCheck = (number: string): boolean =>
  weightedSum(number.slice(0, 9), [9, 8, 7, 6, 5, 4, 3, 2, -1]) % 11 === 0 || mod97(`NL${number}`) === 1;

/** Germany: 9 digits, the last the ISO/IEC 7064 MOD 11,10 check of the first eight. */
export const germanCheck = (number: string): boolean => isMod11Minus10Valid(number);

/** The characters of a French key: digits and capital letters without I and O. */
const FRENCH_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * France: a two-character key and the 9-digit SIREN (Luhn-valid, except the
 * numbers of Monaco, whose SIREN part starts 000). A numeric key is
 * (12 + 3 × (SIREN mod 97)) mod 97. A key holding a letter (the newer style) is
 * turned into a number c (first character a digit: 24 × first + second − 10;
 * else 34 × first + second − 100, characters counted in the alphabet above), and
 * then (SIREN + 1 + ⌊c / 11⌋) mod 11 must equal c mod 11.
 */
export const frenchCheck = (number: string): boolean => {
  const key = number.slice(0, 2);
  const siren = number.slice(2);
  if (!siren.startsWith('000') && !isLuhnValid(siren)) return false;
  if (/^\d{2}$/.test(key)) return (12 + 3 * (Number(siren) % 97)) % 97 === Number(key);
  const first = FRENCH_KEY_ALPHABET.indexOf(key.charAt(0));
  const second = FRENCH_KEY_ALPHABET.indexOf(key.charAt(1));
  if (first < 0 || second < 0) return false;
  const code = first < 10 ? first * 24 + second - 10 : first * 34 + second - 100;
  return (Number(siren) + 1 + Math.floor(code / 11)) % 11 === code % 11;
};

/** Luxembourg: 8 digits; the first six mod 89 are the last two. */
export const luxembourgCheck = (number: string): boolean => Number(number.slice(0, 6)) % 89 === Number(number.slice(6));
