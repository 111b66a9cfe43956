import { belgianCheck, dutchCheck, frenchCheck, germanCheck, luxembourgCheck } from './vat-number-check-digits.js';
import {
  austrianCheck,
  croatianCheck,
  danishCheck,
  estonianCheck,
  finnishCheck,
  greekCheck,
  hungarianCheck,
  italianCheck,
  latvianCheck,
  lithuanianCheck,
  malteseCheck,
  polishCheck,
  portugueseCheck,
  romanianCheck,
  slovenianCheck,
  swedishCheck,
} from './vat-number-check-digits-eu.js';
import { bulgarianCheck, cypriotCheck, czechCheck, irishCheck, slovakCheck, spanishCheck } from './vat-number-check-digits-persons.js';

/** The VAT number prefixes of the 27 member states (Greece is EL, not GR). */
export const VAT_NUMBER_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type VatNumberCountry = (typeof VAT_NUMBER_COUNTRIES)[number];

export interface VatNumberRule {
  /** Turns a spelling the member state's businesses use into the canonical one (leading zeros they leave out, `(0)`). */
  readonly expand?: (number: string) => string;
  /** The canonical format: VIES's, narrowed where the member state fixes a part. */
  readonly pattern: RegExp;
  readonly check: (number: string) => boolean;
}

/**
 * Belgium: the enterprise number has 10 digits since 2005; before, 9 (the leading
 * 0 left out, still printed that way), and the 0 is sometimes written "(0)".
 */
const expandBelgian = (number: string): string => {
  const unbracketed = number.replace(/^\(0\)/, '0');
  return /^\d{9}$/.test(unbracketed) ? `0${unbracketed}` : unbracketed;
};

/** The Netherlands: the nine digits before B often lose their leading zeros in print (`NL4495445B01`). */
const expandDutch = (number: string): string => {
  const match = /^(\d{1,8})(B\d{2})$/.exec(number);
  return match === null ? number : `${(match[1] ?? '').padStart(9, '0')}${match[2] ?? ''}`;
};

/** Greece: numbers were 8 digits before they became 9 (a leading 0 added). */
const expandGreek = (number: string): string => (/^\d{8}$/.test(number) ? `0${number}` : number);

/** Each member state's rule; docs/vat-numbers.md gives the source of each. */
export const VAT_NUMBER_RULES: Readonly<Record<VatNumberCountry, VatNumberRule>> = {
  AT: { pattern: /^U\d{8}$/, check: austrianCheck },
  BE: { expand: expandBelgian, pattern: /^[01]\d{9}$/, check: belgianCheck },
  BG: { pattern: /^\d{9,10}$/, check: bulgarianCheck },
  CY: { pattern: /^(?!12)\d{8}[A-Z]$/, check: cypriotCheck },
  CZ: { pattern: /^([0-8]\d{7}|\d{9,10})$/, check: czechCheck },
  DE: { pattern: /^[1-9]\d{8}$/, check: germanCheck },
  DK: { pattern: /^[1-9]\d{7}$/, check: danishCheck },
  EE: { pattern: /^10\d{7}$/, check: estonianCheck },
  EL: { expand: expandGreek, pattern: /^\d{9}$/, check: greekCheck },
  ES: { pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, check: spanishCheck },
  FI: { pattern: /^\d{8}$/, check: finnishCheck },
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, check: frenchCheck },
  HR: { pattern: /^\d{11}$/, check: croatianCheck },
  HU: { pattern: /^\d{8}$/, check: hungarianCheck },
  IE: { pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/, check: irishCheck },
  IT: { pattern: /^(?!0{7})\d{7}(00[1-9]|0[1-9]\d|100|12[01]|888|999)\d$/, check: italianCheck },
  LT: { pattern: /^(\d{7}1\d|\d{10}1\d)$/, check: lithuanianCheck },
  LU: { pattern: /^\d{8}$/, check: luxembourgCheck },
  LV: { pattern: /^\d{11}$/, check: latvianCheck },
  MT: { pattern: /^[1-9]\d{7}$/, check: malteseCheck },
  NL: { expand: expandDutch, pattern: /^(?!0{9})\d{9}B(?!00)\d{2}$/, check: dutchCheck },
  PL: { pattern: /^\d{10}$/, check: polishCheck },
  PT: { pattern: /^[1-9]\d{8}$/, check: portugueseCheck },
  RO: { pattern: /^[1-9]\d{1,9}$/, check: romanianCheck },
  SE: { pattern: /^\d{10}01$/, check: swedishCheck },
  SI: { pattern: /^[1-9]\d{7}$/, check: slovenianCheck },
  SK: { pattern: /^\d{10}$/, check: slovakCheck },
};
