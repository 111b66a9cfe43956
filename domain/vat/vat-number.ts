import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { VAT_NUMBER_MESSAGES } from './vat-number-messages.js';
import { VAT_NUMBER_COUNTRIES, VAT_NUMBER_RULES, type VatNumberCountry } from './vat-number-rules.js';
import { readVatNumberSpelling } from './vat-number-spelling.js';

export { VAT_NUMBER_COUNTRIES, type VatNumberCountry } from './vat-number-rules.js';

export const isVatNumberCountry = (value: unknown): value is VatNumberCountry =>
  typeof value === 'string' && (VAT_NUMBER_COUNTRIES as readonly string[]).includes(value);

/** A VAT number: its prefix and the rest, in the member state's canonical form (upper case, no separators). */
export interface VatNumber {
  readonly country: VatNumberCountry;
  readonly number: string;
}

export type VatNumberError =
  | { readonly kind: 'empty' | 'unknown-country'; readonly message: LocalizedText }
  | { readonly kind: 'characters'; readonly character: string; readonly message: LocalizedText }
  | { readonly kind: 'format' | 'check-digits'; readonly country: VatNumberCountry; readonly message: LocalizedText };

const countryError = (kind: 'format' | 'check-digits', country: VatNumberCountry): VatNumberError => ({
  kind,
  country,
  message: kind === 'format' ? fillLocalized(VAT_NUMBER_MESSAGES.format, { country }) : VAT_NUMBER_MESSAGES.checkDigits,
});

/**
 * Reads a VAT number as businesses print it (`BE 0403.170.701`, `BE (0)468.561.072`,
 * `LU: 2294 4200`, `NL4495445B01`, `fr k 7399859412`); a number without its prefix
 * takes `defaultCountry` (the customer's country); `GR` is read as Greece's `EL`.
 * Spaces, dots, slashes and dashes may separate the parts; any other character
 * (a comma, a semicolon) is refused. Then the member state's format and check
 * digits decide (vat-number-rules.ts, docs/vat-numbers.md). Idempotent: the
 * formatted result reads back as itself.
 */
export const parseVatNumber = (input: string, defaultCountry?: VatNumberCountry): Result<VatNumber, VatNumberError> => {
  const spelling = readVatNumberSpelling(input);
  if (!spelling.ok) {
    const { error } = spelling;
    if (error.kind === 'empty') return err({ kind: 'empty', message: VAT_NUMBER_MESSAGES.empty });
    return err({ kind: 'characters', character: error.character, message: fillLocalized(VAT_NUMBER_MESSAGES.characters, { character: error.character }) });
  }
  const { prefix, body } = spelling.value;
  const written = prefix === 'GR' ? 'EL' : prefix;
  let country: VatNumberCountry;
  if (written === null && defaultCountry !== undefined) country = defaultCountry;
  else if (isVatNumberCountry(written)) country = written;
  else return err({ kind: 'unknown-country', message: VAT_NUMBER_MESSAGES.unknownCountry });
  const rule = VAT_NUMBER_RULES[country];
  const number = rule.expand?.(body) ?? body;
  if (!rule.pattern.test(number)) return err(countryError('format', country));
  if (!rule.check(number)) return err(countryError('check-digits', country));
  return ok({ country, number });
};

/** The number as VIES and invoices write it: `BE0403170701`. */
export const formatVatNumber = (vatNumber: VatNumber): string => `${vatNumber.country}${vatNumber.number}`;

/** The member state's ISO 3166 code: the same as the prefix except Greece (EL → GR). */
export const vatNumberIsoCountry = (vatNumber: VatNumber): string => (vatNumber.country === 'EL' ? 'GR' : vatNumber.country);
