import type { LocalizedText } from '../shared/language.js';

/**
 * The legal mentions an invoice, order and summary carry when no VAT is charged
 * (Directive 2006/112/EC art. 226 (11) and (11a); Belgian VAT code art. 39bis;
 * Royal Decree no. 1, art. 5). Sources in docs/vat.md.
 */
export const INTRA_COMMUNITY_SUPPLY_MENTION: LocalizedText = {
  nl: 'Vrijgestelde intracommunautaire levering – art. 39bis WBTW / art. 138 Richtlijn 2006/112/EG',
  de: 'Steuerfreie innergemeinschaftliche Lieferung – Art. 39bis belgisches MwStGB / Art. 138 Richtlinie 2006/112/EG',
  fr: 'Livraison intracommunautaire exemptée – art. 39bis Code TVA / art. 138 Directive 2006/112/CE',
  en: 'Exempt intra-Community supply – art. 39bis Belgian VAT Code / art. 138 Directive 2006/112/EC',
};

export const REVERSE_CHARGE_MENTION: LocalizedText = {
  nl: 'Btw verlegd (verlegging van heffing), art. 196 Richtlijn 2006/112/EG',
  de: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), Art. 196 Richtlinie 2006/112/EG',
  fr: 'Autoliquidation de la TVA, art. 196 Directive 2006/112/CE',
  en: 'VAT reverse charge, art. 196 Directive 2006/112/EC',
};
