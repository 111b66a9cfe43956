import { CHECKOUT_MAX_LENGTHS } from '../forms/checkout-form.js';
import { FieldErrors, readEmail, readPhone, readText, type FormInput } from '../forms/form-fields.js';
import { FORM_MESSAGES } from '../forms/form-messages.js';
import type { Language } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../transport/transport-country.js';
import type { CustomerKind } from '../vat/vat-treatment.js';
import type { OfferFieldError } from './offer-input.js';
import { OFFER_MESSAGES } from './offer-messages.js';

/**
 * Who an offer is for, as it is frozen with each revision: the person, their address (where the
 * invoice goes; a request's free-text delivery address may fill `street` only), how VAT sees them
 * and the language of the emails, the page and the PDF.
 */
export interface OfferCustomer {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly kind: CustomerKind;
  readonly companyName: string | null;
  /** Normalised with its country prefix; null for a consumer or a business without one. */
  readonly vatNumber: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CheckoutCountry;
  readonly language: Language;
}

/** The person and address fields of a request's `customer` (VAT fields are checked with VIES apart). */
export interface OfferCustomerContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CheckoutCountry;
}

const readCountry = (input: FormInput, field: string, errors: OfferFieldError[]): CheckoutCountry => {
  const raw = input['country'];
  if (raw === undefined || raw === null || raw === '') return 'belgium';
  const country = CHECKOUT_COUNTRIES.find((candidate) => candidate === raw);
  if (country === undefined) errors.push({ field, message: FORM_MESSAGES.invalidValue });
  return country ?? 'belgium';
};

/**
 * Checks the contact part of an offer's customer (`customer.name`, `customer.email`, …): a name and
 * a valid email are needed; phone and address may be empty (an offer by phone, a request without address).
 */
export const checkOfferContact = (raw: FormInput | null | undefined, prefix = 'customer.'): Result<OfferCustomerContact, readonly OfferFieldError[]> => {
  if (raw === null || raw === undefined) return err([{ field: 'customer', message: OFFER_MESSAGES.customerRequired }]);
  const form = new FieldErrors();
  const name = readText(raw, 'name', { required: FORM_MESSAGES.nameRequired, maxLength: CHECKOUT_MAX_LENGTHS.name }, form);
  const email = readEmail(raw, 'email', { required: FORM_MESSAGES.emailRequired, invalid: FORM_MESSAGES.emailInvalid }, form);
  const phone = readPhone(raw, 'phone', undefined, form);
  const street = readText(raw, 'street', { maxLength: CHECKOUT_MAX_LENGTHS.street }, form);
  const postalCode = readText(raw, 'postalCode', { maxLength: CHECKOUT_MAX_LENGTHS.postalCode }, form);
  const city = readText(raw, 'city', { maxLength: CHECKOUT_MAX_LENGTHS.city }, form);
  const read = form.result(null);
  const errors: OfferFieldError[] = read.ok ? [] : read.error.errors.map((error) => ({ field: `${prefix}${error.field}`, message: error.message }));
  const country = readCountry(raw, `${prefix}country`, errors);
  if (errors.length > 0) return err(errors);
  return ok({ name, email, phone: phone === '' ? null : phone, street, postalCode, city, country });
};
