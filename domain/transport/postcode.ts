import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import type { TransportCountry } from './transport-country.js';
import { POSTCODE_FORMAT_MESSAGES } from './transport-messages.js';

export interface InvalidPostcodeError {
  readonly kind: 'invalid-postcode';
  readonly field: 'postcode';
  readonly country: TransportCountry;
  readonly message: LocalizedText;
}

/** Each country's rule: a pattern on the trimmed input and how a match is written. */
const POSTCODE_RULES: Readonly<Record<TransportCountry, { readonly pattern: RegExp; readonly normalise: (match: RegExpExecArray) => string }>> = {
  BE: { pattern: /^(\d{4})$/, normalise: (match) => match[0] },
  // Dutch postcodes are written "1234 AB" as often as "1234AB"; both, in any case, become "1234AB".
  NL: { pattern: /^(\d{4}) ?([A-Za-z]{2})$/, normalise: (match) => `${match[1] ?? ''}${(match[2] ?? '').toUpperCase()}` },
  DE: { pattern: /^(\d{5})$/, normalise: (match) => match[0] },
};

/** Checks a postcode against its country's format and returns it normalised (trimmed; NL as "1234AB"). */
export const validatePostcode = (country: TransportCountry, input: string): Result<string, InvalidPostcodeError> => {
  const rule = POSTCODE_RULES[country];
  const match = rule.pattern.exec(input.trim());
  if (match === null) {
    return err({ kind: 'invalid-postcode', field: 'postcode', country, message: POSTCODE_FORMAT_MESSAGES[country] });
  }
  return ok(rule.normalise(match));
};
