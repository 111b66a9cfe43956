import type { Language } from '../../../../domain/shared/language.js';
import { euroText } from '../../../../domain/shared/number-notation.js';

/**
 * An amount as the API sends it (euros, at most two decimals, computed by the server)
 * with cents shown: "€ 1.234,56" in nl, "1.234,56 €" in de. For cart and order totals,
 * where formatEuro's whole euros would hide the VAT cents. Display only: never a price to send.
 */
export const formatMoney = (euros: number, language: Language): string => euroText(euros, language, 2);
