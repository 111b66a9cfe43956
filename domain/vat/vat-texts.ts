import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';

const VAT_RATE_LABEL: LocalizedText = { nl: 'Btw {rate}%', de: 'MwSt. {rate}%', fr: 'TVA {rate}%', en: 'VAT {rate}%' };
export const VAT_NUMBER_LABEL: LocalizedText = { nl: 'Btw-nummer', de: 'USt-IdNr.', fr: 'Numéro de TVA', en: 'VAT number' };
export const VAT_LABEL: LocalizedText = { nl: 'Btw', de: 'MwSt.', fr: 'TVA', en: 'VAT' };

/** "Btw 21%", "MwSt. 19%", "TVA 0%": a rate as the totals of an email, a payment page and a PDF name it. */
export const vatRateLabel = (ratePercent: number, language: Language): string =>
  fillTemplate(VAT_RATE_LABEL[language], { rate: String(ratePercent).replace('.', language === 'en' ? '.' : ',') });
