import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { belgianCheck, dutchCheck, frenchCheck, germanCheck, luxembourgCheck } from './vat-number-check-digits.js';
import { VAT_NUMBER_MESSAGES } from './vat-number-messages.js';

/** The VAT number prefixes of the 27 member states (Greece is EL, not GR). */
export const VAT_NUMBER_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type VatNumberCountry = (typeof VAT_NUMBER_COUNTRIES)[number];

export const isVatNumberCountry = (value: unknown): value is VatNumberCountry =>
  typeof value === 'string' && (VAT_NUMBER_COUNTRIES as readonly string[]).includes(value);

/** A VAT number: its prefix and the rest, upper case, without separators. */
export interface VatNumber {
  readonly country: VatNumberCountry;
  readonly number: string;
}

export type VatNumberError =
  | { readonly kind: 'empty' | 'unknown-country'; readonly message: LocalizedText }
  | { readonly kind: 'format' | 'check-digits'; readonly country: VatNumberCountry; readonly message: LocalizedText };

interface CountryRule {
  readonly pattern: RegExp;
  readonly check?: (number: string) => boolean;
}

/** The format of each member state's numbers (the VIES formats), with check digits where the shop checks them. */
const RULES: Readonly<Record<VatNumberCountry, CountryRule>> = {
  AT: { pattern: /^U\d{8}$/ },
  BE: { pattern: /^[01]\d{9}$/, check: belgianCheck },
  BG: { pattern: /^\d{9,10}$/ },
  CY: { pattern: /^\d{8}[A-Z]$/ },
  CZ: { pattern: /^\d{8,10}$/ },
  DE: { pattern: /^[1-9]\d{8}$/, check: germanCheck },
  DK: { pattern: /^\d{8}$/ },
  EE: { pattern: /^10\d{7}$/ },
  EL: { pattern: /^\d{9}$/ },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/ },
  FI: { pattern: /^\d{8}$/ },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: frenchCheck },
  HR: { pattern: /^\d{11}$/ },
  HU: { pattern: /^\d{8}$/ },
  IE: { pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { pattern: /^\d{11}$/ },
  LT: { pattern: /^(\d{9}|\d{12})$/ },
  LU: { pattern: /^\d{8}$/, check: luxembourgCheck },
  LV: { pattern: /^\d{11}$/ },
  MT: { pattern: /^\d{8}$/ },
  NL: { pattern: /^\d{9}B\d{2}$/, check: dutchCheck },
  PL: { pattern: /^\d{10}$/ },
  PT: { pattern: /^\d{9}$/ },
  RO: { pattern: /^[1-9]\d{1,9}$/ },
  SE: { pattern: /^\d{10}01$/ },
  SI: { pattern: /^\d{8}$/ },
  SK: { pattern: /^\d{10}$/ },
};

/** Upper case without spaces, dots, dashes, slashes or underscores; GR (the ISO code) is read as EL. */
const compact = (input: string): string => input.toUpperCase().replace(/[\s.\-/_,]/g, '').replace(/^GR(?=\d)/, 'EL');

const formatError = (kind: 'format' | 'check-digits', country: VatNumberCountry): VatNumberError => ({
  kind,
  country,
  message: kind === 'format' ? fillLocalized(VAT_NUMBER_MESSAGES.format, { country }) : VAT_NUMBER_MESSAGES.checkDigits,
});

/**
 * Reads a VAT number in any common spelling (`NL 0044.95.445 B01`, `be0403170701`);
 * a number without its prefix takes `defaultCountry` (the customer's country).
 * Checks the member state's format and, for BE, NL, DE, FR and LU, the check digits.
 */
export const parseVatNumber = (input: string, defaultCountry?: VatNumberCountry): Result<VatNumber, VatNumberError> => {
  const text = compact(input);
  if (text === '') return err({ kind: 'empty', message: VAT_NUMBER_MESSAGES.empty });
  const prefix = text.slice(0, 2);
  let country: VatNumberCountry;
  let number: string;
  if (isVatNumberCountry(prefix)) {
    country = prefix;
    number = text.slice(2);
  } else if (/^[A-Z]{2}/.test(text) && !(defaultCountry !== undefined && RULES[defaultCountry].pattern.test(text))) {
    return err({ kind: 'unknown-country', message: VAT_NUMBER_MESSAGES.unknownCountry });
  } else if (defaultCountry !== undefined) {
    country = defaultCountry;
    number = text;
  } else {
    return err({ kind: 'unknown-country', message: VAT_NUMBER_MESSAGES.unknownCountry });
  }
  const rule = RULES[country];
  if (!rule.pattern.test(number)) return err(formatError('format', country));
  if (rule.check !== undefined && !rule.check(number)) return err(formatError('check-digits', country));
  return ok({ country, number });
};

/** The number as VIES and invoices write it: `BE0403170701`. */
export const formatVatNumber = (vatNumber: VatNumber): string => `${vatNumber.country}${vatNumber.number}`;

/** The member state's ISO 3166 code: the same as the prefix except Greece (EL → GR). */
export const vatNumberIsoCountry = (vatNumber: VatNumber): string => (vatNumber.country === 'EL' ? 'GR' : vatNumber.country);
