import type { LocalizedText } from '../shared/language.js';

export const CHECKOUT_MESSAGES = {
  streetRequired: {
    en: 'Street and house number are required',
    nl: 'Straat en huisnummer zijn verplicht',
    de: 'Straße und Hausnummer sind erforderlich',
    fr: 'La rue et le numéro sont obligatoires',
  },
  cityRequired: { en: 'City is required', nl: 'Plaats is verplicht', de: 'Ort ist erforderlich', fr: 'La ville est obligatoire' },
  postalCodeRequired: {
    en: 'Postal code is required',
    nl: 'Postcode is verplicht',
    de: 'Postleitzahl ist erforderlich',
    fr: 'Le code postal est obligatoire',
  },
  countryRequired: { en: 'Country is required', nl: 'Land is verplicht', de: 'Land ist erforderlich', fr: 'Le pays est obligatoire' },
  countryInvalid: {
    en: 'Country must be Belgium, Germany or the Netherlands',
    nl: 'Land moet België, Duitsland of Nederland zijn',
    de: 'Land muss Belgien, Deutschland oder die Niederlande sein',
    fr: "Le pays doit être la Belgique, l'Allemagne ou les Pays-Bas",
  },
  billingRequired: {
    en: 'Billing address fields are required when using a different billing address',
    nl: 'De velden van het factuuradres zijn verplicht wanneer u een ander factuuradres gebruikt',
    de: 'Die Felder der Rechnungsadresse sind erforderlich, wenn Sie eine abweichende Rechnungsadresse verwenden',
    fr: "Les champs de l'adresse de facturation sont obligatoires si vous utilisez une autre adresse de facturation",
  },
} as const satisfies Record<string, LocalizedText>;
