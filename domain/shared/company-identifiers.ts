/**
 * The checks on a company's legal identifiers, pure so that the live start,
 * `doctor` and the tests share them (go-live issue 21).
 * - IBAN: ISO 13616, the four first characters moved to the end, letters as
 *   numbers (A = 10 … Z = 35), the whole number mod 97 must be 1.
 * - BIC: ISO 9362, 8 or 11 characters: party prefix (4), country (2 letters),
 *   location (2), optional branch (3).
 * - Belgian enterprise number (KBO/BCE): 10 digits starting with 0 or 1, the
 *   last two equal 97 - (first eight mod 97).
 * - Belgian VAT number: BE followed by the enterprise number.
 */

/** Removes spaces, dots and dashes and upper-cases, the common ways these numbers are written. */
export function compactIdentifier(raw: string): string {
  return raw.replace(/[\s.\-]/g, '').toUpperCase();
}

/** The remainder mod 97 of a long decimal string, digit by digit (no BigInt needed). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** True when the IBAN (any spacing, any case) passes the ISO 13616 mod-97 check. */
export function isValidIban(raw: string): boolean {
  const iban = compactIdentifier(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

/** The two check digits an IBAN of that country and BBAN must carry. */
export function ibanCheckDigits(countryCode: string, bban: string): string {
  const digits = (compactIdentifier(bban) + countryCode.toUpperCase() + '00').replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  return String(98 - mod97(digits)).padStart(2, '0');
}

/** True when the BIC has the ISO 9362 shape (8 or 11 characters). */
export function isValidBic(raw: string): boolean {
  return /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactIdentifier(raw));
}

/** The check digits (two characters) of a Belgian enterprise number from its first eight digits. */
export function belgianEnterpriseCheckDigits(firstEight: string): string {
  return String(97 - (Number(firstEight) % 97)).padStart(2, '0');
}

/** True when the Belgian enterprise number (e.g. 0403.170.701) has the right check digits. */
export function isValidBelgianEnterpriseNumber(raw: string): boolean {
  const number = compactIdentifier(raw);
  if (!/^[01]\d{9}$/.test(number)) return false;
  return belgianEnterpriseCheckDigits(number.slice(0, 8)) === number.slice(8);
}

/** True when the Belgian VAT number is BE followed by a valid enterprise number. */
export function isValidBelgianVatNumber(raw: string): boolean {
  const number = compactIdentifier(raw);
  return number.startsWith('BE') && isValidBelgianEnterpriseNumber(number.slice(2));
}

/** The Belgian VAT number of an enterprise number: BE + its ten digits. */
export function belgianVatNumberOf(enterpriseNumber: string): string {
  return `BE${compactIdentifier(enterpriseNumber)}`;
}
