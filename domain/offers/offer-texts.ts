import type { DeliveryOption } from '../catalogue/product.js';
import { CONDITION_LABELS } from '../pricing/condition-label.js';
import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';
import { TRANSPORT_COUNTRY_NAMES } from '../transport/transport-country.js';
import type { OfferLine } from './offer-revision.js';
import type { OfferPaymentMethod } from './offer-terms.js';

/** Every label an offer shows (PDF, emails, page), in the customer's language. */
export const OFFER_TEXTS = {
  offer: { nl: 'Offerte', de: 'Angebot', fr: 'Offre', en: 'Quotation' },
  revision: { nl: 'Versie', de: 'Fassung', fr: 'Version', en: 'Revision' },
  date: { nl: 'Datum', de: 'Datum', fr: 'Date', en: 'Date' },
  validUntil: { nl: 'Geldig tot en met', de: 'Gültig bis einschließlich', fr: 'Valable jusqu’au', en: 'Valid until' },
  discount: { nl: 'Korting', de: 'Rabatt', fr: 'Remise', en: 'Discount' },
  offerDiscount: { nl: 'Korting op de offerte', de: 'Rabatt auf das Angebot', fr: 'Remise sur l’offre', en: 'Discount on the offer' },
  note: { nl: 'Opmerking', de: 'Hinweis', fr: 'Remarque', en: 'Note' },
  payment: { nl: 'Betaling', de: 'Zahlung', fr: 'Paiement', en: 'Payment' },
  acceptOnline: {
    nl: 'U kunt deze offerte online aanvaarden via de link in onze e-mail.',
    de: 'Sie können dieses Angebot online über den Link in unserer E-Mail annehmen.',
    fr: 'Vous pouvez accepter cette offre en ligne via le lien de notre e-mail.',
    en: 'You can accept this quotation online through the link in our email.',
  },
  wishColour: { nl: 'Wenskleur RAL {ral}', de: 'Wunschfarbe RAL {ral}', fr: 'Couleur au choix RAL {ral}', en: 'Wish colour RAL {ral}' },
} as const satisfies Record<string, LocalizedText>;

export const PAYMENT_METHOD_NAMES: Readonly<Record<OfferPaymentMethod, LocalizedText>> = {
  bank_transfer: { nl: 'Overschrijving', de: 'Überweisung', fr: 'Virement bancaire', en: 'Bank transfer' },
  stripe: { nl: 'Online met kaart', de: 'Online mit Karte', fr: 'En ligne par carte', en: 'Online by card' },
};

export const DELIVERY_OPTION_LABELS: Readonly<Record<DeliveryOption, LocalizedText>> = {
  truck: { nl: 'Transport per vrachtwagen', de: 'Transport per LKW', fr: 'Transport par camion', en: 'Transport by truck' },
  truck_with_crane: { nl: 'Transport per kraanwagen', de: 'Transport per Kran-LKW', fr: 'Transport par camion-grue', en: 'Transport by crane truck' },
  self_pickup: { nl: 'Zelf ophalen aan het depot', de: 'Selbstabholung am Depot', fr: 'Enlèvement au dépôt', en: 'Collection at the depot' },
};

/** The transport line's title: its option and where it goes ("Transport per vrachtwagen – België 2000"). */
export const transportTitle = (option: DeliveryOption, country: keyof typeof TRANSPORT_COUNTRY_NAMES | null, postcode: string | null, language: Language): string => {
  const label = DELIVERY_OPTION_LABELS[option][language];
  return country === null ? label : `${label} – ${TRANSPORT_COUNTRY_NAMES[country][language]} ${postcode ?? ''}`.trim();
};

/** A line as the PDF and the emails write it: the title, then the condition, the colour and the admin's words. */
export const offerLineText = (line: Pick<OfferLine, 'title' | 'description' | 'condition' | 'colorType' | 'ralColor'>, language: Language): string =>
  [
    line.title,
    line.condition === null ? null : CONDITION_LABELS[line.condition][language],
    line.colorType === 'wish_color' && line.ralColor !== null ? fillTemplate(OFFER_TEXTS.wishColour[language], { ral: line.ralColor }) : null,
    line.description === '' ? null : line.description,
  ]
    .filter((part): part is string => part !== null)
    .join(' – ');
