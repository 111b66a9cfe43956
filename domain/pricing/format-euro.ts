import type { Language } from '../shared/language.js';
import { roundedRatio, type Cents } from '../shared/money.js';

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

const formatters = new Map<Language, Intl.NumberFormat>();

const formatterFor = (language: Language): Intl.NumberFormat => {
  const cached = formatters.get(language);
  if (cached !== undefined) return cached;
  const created = new Intl.NumberFormat(EURO_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  formatters.set(language, created);
  return created;
};

/**
 * Whole euros with the language's grouping and no decimals ("€ 1.234" in nl, "1.234 €"
 * in de). Cents are rounded to euros with the shop's rounding rule (half away from zero)
 * before Intl sees them, so Intl's own rounding never applies.
 */
export const formatEuro = (cents: Cents, language: Language): string =>
  formatterFor(language).format(roundedRatio(cents, 100));
