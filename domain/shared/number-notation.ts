import type { Language } from './language.js';

/**
 * How each site language writes numbers and euro amounts, as CLDR has it for the locales the
 * shop uses (nl-BE, de-DE, fr-BE, en-IE; en-GB writes decimals the same way). Written out instead
 * of asking Intl.NumberFormat: a browser's first number format costs it 20–50 ms of main thread
 * (its number data), inside the page's hydration. number-notation.property.test.ts checks every
 * language against Intl, so the two cannot drift apart unnoticed.
 */
interface Notation {
  readonly group: string;
  readonly decimal: string;
  readonly euro: (sign: string, amount: string) => string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const NOTATIONS: Readonly<Record<Language, Notation>> = {
  nl: { group: '.', decimal: ',', euro: (sign, amount) => `€${NBSP}${sign}${amount}` },
  de: { group: '.', decimal: ',', euro: (sign, amount) => `${sign}${amount}${NBSP}€` },
  fr: { group: NARROW_NBSP, decimal: ',', euro: (sign, amount) => `${sign}${amount}${NBSP}€` },
  en: { group: ',', decimal: '.', euro: (sign, amount) => `${sign}€${amount}` },
};

interface Digits {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
const incremented = (digits: string): string => {
  const chars = [...digits];
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
};

/**
 * The value rounded to `fractionDigits` half away from zero on its shortest decimal form (as
 * Intl rounds: 1.005 is "1.005", so 1.01), with the sign of the value (Intl keeps "-0").
 */
const roundedDigits = (value: number, fractionDigits: number): Digits => {
  const negative = value < 0 || Object.is(value, -0);
  const shortest = String(Math.abs(value));
  if (/e/i.test(shortest)) {
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
    return { negative, whole, fraction };
  }
  const [whole = '0', rest = ''] = shortest.split('.');
  const kept = (rest + '0'.repeat(fractionDigits)).slice(0, fractionDigits);
  const roundsUp = (rest[fractionDigits] ?? '0') >= '5';
  if (!roundsUp) return { negative, whole, fraction: kept };
  const all = incremented(whole + kept);
  return { negative, whole: all.slice(0, all.length - fractionDigits), fraction: all.slice(all.length - fractionDigits) };
};

const grouped = (whole: string, separator: string): string => whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => separator);

const numberText = (digits: Digits, notation: Notation, useGrouping: boolean): string => {
  const whole = useGrouping ? grouped(digits.whole, notation.group) : digits.whole;
  return digits.fraction === '' ? whole : `${whole}${notation.decimal}${digits.fraction}`;
};

/** An amount in euros with the language's grouping and euro sign, rounded to `fractionDigits` ("€ 1.234,56" in nl). */
export const euroText = (euros: number, language: Language, fractionDigits: number): string => {
  const notation = NOTATIONS[language];
  const digits = roundedDigits(euros, fractionDigits);
  return notation.euro(digits.negative ? '-' : '', numberText(digits, notation, true));
};

/** A number with the language's decimal mark, rounded to `fractionDigits`, without grouping ("6,06" in nl). */
export const decimalText = (value: number, language: Language, fractionDigits: number): string => {
  const digits = roundedDigits(value, fractionDigits);
  return `${digits.negative ? '-' : ''}${numberText(digits, NOTATIONS[language], false)}`;
};
