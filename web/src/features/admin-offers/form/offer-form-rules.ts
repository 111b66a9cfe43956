import type { FormInput } from '../../../../../domain/forms/form-fields.js';
import { checkOfferContact } from '../../../../../domain/offers/offer-customer.js';
import { checkOfferTerms } from '../../../../../domain/offers/offer-input.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { CHECKOUT_COUNTRY_TO_TRANSPORT } from '../../../../../domain/transport/transport-country.js';
import { checkVatCustomer } from '../../../../../domain/vat/vat-customer-form.js';
import type { FieldErrors } from '../../../shared/form/index.js';
import type { OfferInputJson } from '../remote/offer-json.js';
import { offerBodyOf, offerInputOf } from './offer-form-request.js';
import type { OfferFormValues } from './offer-form-values.js';

export type OfferFormCheck = { readonly ok: true; readonly input: OfferInputJson } | { readonly ok: false; readonly errors: FieldErrors };

/** Messages the domain has no rule for: a product line whose product is not chosen yet. */
export interface OfferFormMessages {
  readonly chooseProduct: string;
}

/**
 * The editor's early check, with the rules the server runs (docs/offers.md): the customer
 * (checkOfferContact, checkVatCustomer with the business details required), then the lines,
 * transport, discounts, validity, note and payment methods (checkOfferTerms, on `today`, the
 * Belgian day). Every problem at once, by the server's field names (`customer.email`,
 * `lines.0.unitPrice`, `discount.percent`), in the admin's language; once right, the request
 * made of what the rules read (amounts in euros). The server checks again.
 */
export const checkOfferForm = (values: OfferFormValues, today: string, lang: Language, messages: OfferFormMessages): OfferFormCheck => {
  const body = offerBodyOf(values);
  const errors: Record<string, string> = {};
  const add = (field: string, message: string): void => {
    errors[field] ??= message;
  };
  const contact = checkOfferContact(body.customer satisfies FormInput);
  if (!contact.ok) for (const error of contact.error) add(error.field, error.message[lang]);
  const vat = checkVatCustomer(
    { kind: body.customer.kind, companyName: body.customer.companyName, vatNumber: body.customer.vatNumber },
    { requireBusinessDetails: true, country: CHECKOUT_COUNTRY_TO_TRANSPORT[values.customer.country] },
  );
  if (!vat.ok) for (const error of vat.error) add(`customer.${error.field}`, error.message[lang]);
  values.lines.forEach((line, index) => {
    if (line.kind === 'product' && line.productId === '') add(`lines.${index}.productId`, messages.chooseProduct);
  });
  const terms = checkOfferTerms(body, today);
  if (!terms.ok) {
    for (const error of terms.error) {
      // A product line without its product is named once, at the product.
      if (/^lines\.\d+\.description$/.test(error.field) && errors[error.field.replace('description', 'productId')] !== undefined) continue;
      add(error.field, error.message[lang]);
    }
  }
  return Object.keys(errors).length === 0 && terms.ok ? { ok: true, input: offerInputOf(values, body, terms.value) } : { ok: false, errors };
};
