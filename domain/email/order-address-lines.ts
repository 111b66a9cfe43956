import type { BillingAddress, ShippingAddress } from '../forms/checkout-form.js';
import type { Language } from '../shared/language.js';
import { COUNTRY_NAMES, ORDER_EMAIL_TEXTS as T } from './order-email-texts.js';

/** The shipping address as lines of plain text (escape before putting them in HTML). */
export const shippingAddressLines = (address: ShippingAddress, language: Language): readonly string[] => [
  address.name,
  ...(address.companyName === null ? [] : [address.companyName]),
  address.street,
  `${address.postalCode} ${address.city}`,
  COUNTRY_NAMES[address.country][language],
  address.email,
  address.phone,
];

export const billingAddressLines = (address: BillingAddress | null, language: Language): readonly string[] =>
  address === null
    ? [T.sameAsShipping[language]]
    : [
        ...(address.companyName === null ? [] : [address.companyName]),
        address.street,
        `${address.postalCode} ${address.city}`,
        COUNTRY_NAMES[address.country][language],
        ...(address.vatNumber === null ? [] : [`${T.vatNumber[language]}: ${address.vatNumber}`]),
      ];
