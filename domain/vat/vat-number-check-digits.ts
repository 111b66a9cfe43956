/**
 * Check-digit algorithms of the member states whose numbers the shop meets most
 * (docs/vat-numbers.md has the sources). Each takes the digits after the prefix.
 */

const digitsOf = (text: string): number[] => [...text].map(Number);

/** Belgium: 10 digits; the last two are 97 − (the first eight mod 97). */
export const belgianCheck = (number: string): boolean => 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8));

/**
 * The Netherlands: 9 digits, B, 2 digits. Companies (RSIN): the 11-test with weights 9…2 and −1.
 * Sole traders since 2020: the whole number "NL…B…" with letters as 10…35 is 1 mod 97.
 */
export const dutchCheck = (number: string): boolean => {
  const digits = digitsOf(number.slice(0, 9));
  const weighted = digits.slice(0, 8).reduce((sum, digit, index) => sum + digit * (9 - index), 0) - (digits[8] ?? 0);
  if (weighted % 11 === 0) return true;
  const numeric = `NL${number}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const character of numeric) remainder = (remainder * 10 + Number(character)) % 97;
  return remainder === 1;
};

/** Germany: 9 digits, the last the ISO 7064 MOD 11,10 check of the first eight. */
export const germanCheck = (number: string): boolean => {
  let product = 10;
  for (const digit of digitsOf(number.slice(0, 8))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(number[8]);
};

/** France: a two-character key and the 9-digit SIREN; a numeric key is (12 + 3 × (SIREN mod 97)) mod 97. */
export const frenchCheck = (number: string): boolean => {
  const key = number.slice(0, 2);
  if (!/^\d{2}$/.test(key)) return true; // The alphanumeric keys of newer numbers have no public check: format only.
  return (12 + 3 * (Number(number.slice(2)) % 97)) % 97 === Number(key);
};

/** Luxembourg: 8 digits; the first six mod 89 are the last two. */
export const luxembourgCheck = (number: string): boolean => Number(number.slice(0, 6)) % 89 === Number(number.slice(6));
