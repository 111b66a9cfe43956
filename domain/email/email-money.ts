import { EURO_LOCALES } from '../pricing/format-euro.js';
import type { Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Euros with cents, as an invoice shows them ("€ 1.234,56" in nl, "1.234,56 €" in de,
 * "€1,234.56" in en). The page's formatEuro shows whole euros; an email about a
 * payment must show the exact amount to pay.
 */
export const formatEmailEuro = (cents: Cents, language: Language): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`An amount must be whole cents, got ${cents}`);
  let formatter = formatters.get(language);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(EURO_LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  // Intl's grouping uses narrow no-break spaces in some locales; plain spaces read the same in every mail client.
  return formatter.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');
};
