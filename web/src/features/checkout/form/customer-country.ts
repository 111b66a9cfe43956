import { CHECKOUT_COUNTRY_TO_TRANSPORT } from '../../../../../domain/transport/transport-country.js';
import type { VatNumberCountry } from '../../../../../domain/vat/vat-number.js';
import type { CheckoutFormValues } from './checkout-form-values.js';

/** The country a VAT number typed without its prefix belongs to: the billing address's, else the delivery's. */
export const customerCountryOf = (values: CheckoutFormValues): VatNumberCountry | undefined => {
  const country = values.useAlternativeBillingAddress ? values.billingCountry : values.country;
  return country === '' ? undefined : CHECKOUT_COUNTRY_TO_TRANSPORT[country];
};
