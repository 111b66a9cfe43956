import type { LocalizedText } from '../shared/language.js';

export const QUOTE_MESSAGES = {
  quantityRequired: {
    en: 'Quantity is required',
    nl: 'Aantal is verplicht',
    de: 'Menge ist erforderlich',
    fr: 'La quantité est obligatoire',
  },
  quantityInvalid: {
    en: 'Quantity must be a whole number from 1 to 100',
    nl: 'Aantal moet een geheel getal van 1 tot en met 100 zijn',
    de: 'Die Menge muss eine ganze Zahl von 1 bis 100 sein',
    fr: 'La quantité doit être un nombre entier de 1 à 100',
  },
  ralRequired: {
    en: 'RAL colour is required',
    nl: 'RAL-kleur is verplicht',
    de: 'RAL-Farbe ist erforderlich',
    fr: 'La couleur RAL est obligatoire',
  },
  colorTypeInvalid: {
    en: 'Colour must be from stock or a wish colour',
    nl: 'Kleur moet uit voorraad of een wenskleur zijn',
    de: 'Die Farbe muss ab Lager oder eine Wunschfarbe sein',
    fr: 'La couleur doit être celle du stock ou une couleur au choix',
  },
  dateInvalid: {
    en: 'Please enter a valid date (YYYY-MM-DD)',
    nl: 'Voer een geldige datum in (JJJJ-MM-DD)',
    de: 'Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT)',
    fr: 'Veuillez saisir une date valide (AAAA-MM-JJ)',
  },
} as const satisfies Record<string, LocalizedText>;
