import type { Language, LocalizedText } from '../shared/language.js';

/** The countries the transport calculator prices, as ISO codes. */
export const TRANSPORT_COUNTRIES = ['BE', 'NL', 'DE'] as const;
export type TransportCountry = (typeof TRANSPORT_COUNTRIES)[number];

export const isTransportCountry = (value: unknown): value is TransportCountry =>
  typeof value === 'string' && (TRANSPORT_COUNTRIES as readonly string[]).includes(value);

/** Country names for the transport form's country choice. */
export const TRANSPORT_COUNTRY_NAMES: Readonly<Record<TransportCountry, LocalizedText>> = {
  BE: { nl: 'België', en: 'Belgium', de: 'Belgien', fr: 'Belgique' },
  NL: { nl: 'Nederland', en: 'Netherlands', de: 'Niederlande', fr: 'Pays-Bas' },
  DE: { nl: 'Duitsland', en: 'Germany', de: 'Deutschland', fr: 'Allemagne' },
};

/** The spec: de gives DE, every other language gives BE. */
export const defaultTransportCountry = (language: Language): TransportCountry => (language === 'de' ? 'DE' : 'BE');

/** The checkout form's country values, as stored on the order's addresses. */
export const CHECKOUT_COUNTRIES = ['belgium', 'germany', 'netherlands'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

export const isCheckoutCountry = (value: unknown): value is CheckoutCountry =>
  typeof value === 'string' && (CHECKOUT_COUNTRIES as readonly string[]).includes(value);

export const CHECKOUT_COUNTRY_TO_TRANSPORT: Readonly<Record<CheckoutCountry, TransportCountry>> = {
  belgium: 'BE',
  germany: 'DE',
  netherlands: 'NL',
};

export const TRANSPORT_COUNTRY_TO_CHECKOUT: Readonly<Record<TransportCountry, CheckoutCountry>> = {
  BE: 'belgium',
  DE: 'germany',
  NL: 'netherlands',
};

export const transportCountryOfCheckout = (country: CheckoutCountry): TransportCountry =>
  CHECKOUT_COUNTRY_TO_TRANSPORT[country];

export const checkoutCountryOfTransport = (country: TransportCountry): CheckoutCountry =>
  TRANSPORT_COUNTRY_TO_CHECKOUT[country];
