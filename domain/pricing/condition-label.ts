import type { Condition } from '../catalogue/product.js';
import type { LocalizedText } from '../shared/language.js';

/** How a condition (price type) is named on cards, tabs, the cart and the checkout. */
export const CONDITION_LABELS: Readonly<Record<Condition, LocalizedText>> = {
  new: { nl: 'Nieuw', de: 'Neu', fr: 'Neuf', en: 'New' },
  'used-a': { nl: 'Gebruikt A-kwaliteit', de: 'Gebraucht A-Qualität', fr: 'Occasion qualité A', en: 'Used A-Grade' },
  'used-cw': {
    nl: 'Gebruikt CW (Cargo Worthy)',
    de: 'Gebraucht CW (Cargo Worthy)',
    fr: 'Occasion CW (Cargo Worthy)',
    en: 'Used CW (Cargo Worthy)',
  },
  rent: { nl: 'Huur per dag', de: 'Miete pro Tag', fr: 'Location par jour', en: 'Rent per day' },
};

export const PRICE_ON_REQUEST: LocalizedText = {
  nl: 'Prijs op aanvraag',
  de: 'Preis auf Anfrage',
  fr: 'Prix sur demande',
  en: 'Price on request',
};

export const PER_DAY_SUFFIX: LocalizedText = { nl: '/dag', de: '/Tag', fr: '/jour', en: '/day' };
export const PER_MONTH_SUFFIX: LocalizedText = { nl: '/maand', de: '/Monat', fr: '/mois', en: '/month' };
