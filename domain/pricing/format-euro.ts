import type { Language } from '../shared/language.js';
import { roundedRatio, type Cents } from '../shared/money.js';
import { euroText } from '../shared/number-notation.js';

/**
 * The locale each site language formats euros with. Belgian conventions for nl and fr
 * (the shop is Belgian), German for de, Irish English for en (euro sign in front,
 * comma grouping).
 */
export const EURO_LOCALES: Readonly<Record<Language, string>> = {
  nl: 'nl-BE',
  de: 'de-DE',
  fr: 'fr-BE',
  en: 'en-IE',
};

/**
 * Whole euros with the language's grouping and no decimals ("€ 1.234" in nl, "1.234 €"
 * in de), written as Intl would for EURO_LOCALES (domain/shared/number-notation.ts). Cents are
 * rounded to euros with the shop's rounding rule (half away from zero) first.
 */
export const formatEuro = (cents: Cents, language: Language): string => euroText(roundedRatio(cents, 100), language, 0);
