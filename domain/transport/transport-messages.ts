import type { LocalizedText } from '../shared/language.js';
import type { TransportCountry } from './transport-country.js';

/** Shown in red under the postcode field (spec point 5). */
export const POSTCODE_FORMAT_MESSAGES: Readonly<Record<TransportCountry, LocalizedText>> = {
  BE: {
    en: 'Belgian postal code must contain 4 digits',
    nl: 'Een Belgische postcode moet uit 4 cijfers bestaan',
    de: 'Belgische Postleitzahl muss 4 Ziffern enthalten',
    fr: 'Le code postal belge doit contenir 4 chiffres',
  },
  NL: {
    en: 'Dutch postal code must contain 4 digits and 2 letters',
    nl: 'Een Nederlandse postcode moet uit 4 cijfers en 2 letters bestaan',
    de: 'Niederländische Postleitzahl muss 4 Ziffern und 2 Buchstaben enthalten',
    fr: 'Le code postal néerlandais doit contenir 4 chiffres et 2 lettres',
  },
  DE: {
    en: 'German postal code must contain 5 digits',
    nl: 'Een Duitse postcode moet uit 5 cijfers bestaan',
    de: 'Deutsche Postleitzahl muss 5 Ziffern enthalten',
    fr: 'Le code postal allemand doit contenir 5 chiffres',
  },
};

/** Title of the destructive toast when a prefix has no price (spec point 8). */
export const TRANSPORT_PRICE_ERROR_TITLE: LocalizedText = {
  en: 'Price calculation error',
  nl: 'Fout bij de prijsberekening',
  de: 'Fehler bei der Preisberechnung',
  fr: 'Erreur de calcul du prix',
};

export const TRANSPORT_PRICE_MISSING_MESSAGE: LocalizedText = {
  en: 'Unable to calculate price for this delivery option',
  nl: 'De prijs voor deze leveringsoptie kan niet worden berekend',
  de: 'Der Preis für diese Lieferoption kann nicht berechnet werden',
  fr: 'Impossible de calculer le prix pour cette option de livraison',
};

export const TRANSPORT_NOT_AVAILABLE_MESSAGE: LocalizedText = {
  en: 'Transport not available',
  nl: 'Transport niet beschikbaar',
  de: 'Transport nicht verfügbar',
  fr: 'Transport non disponible',
};

/** The spec gives no wording for a quantity outside 1..100 (the UI clamps); this is ours. */
export const TRANSPORT_QUANTITY_MESSAGE: LocalizedText = {
  en: 'Quantity must be a whole number from 1 to 100',
  nl: 'Het aantal moet een geheel getal van 1 tot en met 100 zijn',
  de: 'Die Menge muss eine ganze Zahl von 1 bis 100 sein',
  fr: 'La quantité doit être un nombre entier de 1 à 100',
};

/** A transport price or choice asked without what it needs (the spec gives no wording; ours, in its tone). */
export const TRANSPORT_COUNTRY_REQUIRED: LocalizedText = {
  en: 'Choose the country of delivery (BE, NL or DE)',
  nl: 'Kies het land van levering (BE, NL of DE)',
  de: 'Wählen Sie das Lieferland (BE, NL oder DE)',
  fr: 'Choisissez le pays de livraison (BE, NL ou DE)',
};

export const SIZE_REQUIRED: LocalizedText = {
  en: 'The container size is required for a delivery price',
  nl: 'De containermaat is nodig voor een leveringsprijs',
  de: 'Die Containergröße wird für einen Lieferpreis benötigt',
  fr: 'La taille du conteneur est nécessaire pour un prix de livraison',
};

export const DELIVERY_OPTION_REQUIRED: LocalizedText = {
  en: 'Choose a delivery option: truck, truck_with_crane or self_pickup',
  nl: 'Kies een leveringsoptie: truck, truck_with_crane of self_pickup',
  de: 'Wählen Sie eine Lieferoption: truck, truck_with_crane oder self_pickup',
  fr: 'Choisissez une option de livraison : truck, truck_with_crane ou self_pickup',
};
