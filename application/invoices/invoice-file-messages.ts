import type { LocalizedText } from '../../domain/shared/language.js';

/** Asked for the UBL of a consumer's document (an order's or a rental's invoice): there is only the PDF. */
export const NO_UBL_FOR_CONSUMER: LocalizedText = {
  nl: 'Deze factuur bestaat alleen als pdf: de klant heeft geen Peppol-adres.',
  de: 'Diese Rechnung gibt es nur als PDF: der Kunde hat keine Peppol-Adresse.',
  fr: "Cette facture n'existe qu'en PDF : le client n'a pas d'adresse Peppol.",
  en: 'This invoice exists as a PDF only: the customer has no Peppol address.',
};
