import { EURO_LOCALES } from '../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../domain/shared/language.js';

const formatters = new Map<Language, Intl.NumberFormat>();

const formatterFor = (language: Language): Intl.NumberFormat => {
  const cached = formatters.get(language);
  if (cached !== undefined) return cached;
  const created = new Intl.NumberFormat(EURO_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  formatters.set(language, created);
  return created;
};

/**
 * An amount as the API sends it (euros, at most two decimals, computed by the server)
 * with cents shown: "€ 1.234,56" in nl, "1.234,56 €" in de. For cart and order totals,
 * where formatEuro's whole euros would hide the VAT cents. Display only: never a price to send.
 */
export const formatMoney = (euros: number, language: Language): string => formatterFor(language).format(euros);
