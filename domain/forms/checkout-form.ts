import type { LocalizedText } from '../shared/language.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import {
  asFormInput,
  FieldErrors,
  nullIfEmpty,
  readEmail,
  readFlag,
  readPhone,
  readText,
  type FormInput,
  type FormResult,
} from './form-fields.js';
import { FORM_MESSAGES } from './form-messages.js';

export const CHECKOUT_COUNTRIES = ['belgium', 'germany', 'netherlands'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

/** Lengths that keep the database and the e-mails sane. */
export const CHECKOUT_MAX_LENGTHS = {
  name: 200,
  companyName: 200,
  street: 200,
  city: 100,
  postalCode: 20,
  vatNumber: 50,
} as const;

/** The checkout form's fields, as the spec's form names them. */
export const CHECKOUT_FIELDS = [
  'name',
  'email',
  'phone',
  'companyName',
  'street',
  'city',
  'postalCode',
  'country',
  'useAlternativeBillingAddress',
  'billingStreet',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'billingCompanyName',
  'billingVatNumber',
] as const;

export interface ShippingAddress {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly companyName: string | null;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry;
}

export interface BillingAddress {
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
}

export interface CheckoutDetails {
  readonly shippingAddress: ShippingAddress;
  /** null unless a different billing address was asked for. */
  readonly billingAddress: BillingAddress | null;
}

const readCountry = (input: FormInput, field: string, required: LocalizedText, errors: FieldErrors): CheckoutCountry => {
  const value = readText(input, field, { required, maxLength: 50 }, errors).toLowerCase();
  const country = CHECKOUT_COUNTRIES.find((candidate) => candidate === value);
  if (value !== '' && country === undefined) errors.add(field, CHECKOUT_MESSAGES.countryInvalid);
  // The placeholder is never returned to a caller: an error was recorded above.
  return country ?? 'belgium';
};

const readBillingAddress = (input: FormInput, errors: FieldErrors): BillingAddress => {
  const required = CHECKOUT_MESSAGES.billingRequired;
  const max = CHECKOUT_MAX_LENGTHS;
  return {
    street: readText(input, 'billingStreet', { required, maxLength: max.street }, errors),
    city: readText(input, 'billingCity', { required, maxLength: max.city }, errors),
    postalCode: readText(input, 'billingPostalCode', { required, maxLength: max.postalCode }, errors),
    country: readCountry(input, 'billingCountry', required, errors),
    companyName: nullIfEmpty(readText(input, 'billingCompanyName', { maxLength: max.companyName }, errors)),
    vatNumber: nullIfEmpty(readText(input, 'billingVatNumber', { maxLength: max.vatNumber }, errors)),
  };
};

/**
 * The checkout form (spec point 5), every field error at once. Billing fields
 * are read only when useAlternativeBillingAddress is set.
 */
export const validateCheckoutForm = (value: unknown): FormResult<CheckoutDetails> => {
  const input = asFormInput(value);
  const errors = new FieldErrors();
  const max = CHECKOUT_MAX_LENGTHS;
  const shippingAddress: ShippingAddress = {
    name: readText(input, 'name', { required: FORM_MESSAGES.nameRequired, maxLength: max.name }, errors),
    email: readEmail(input, 'email', { required: FORM_MESSAGES.emailRequired, invalid: FORM_MESSAGES.emailInvalid }, errors),
    phone: readPhone(input, 'phone', FORM_MESSAGES.phoneRequired, errors),
    companyName: nullIfEmpty(readText(input, 'companyName', { maxLength: max.companyName }, errors)),
    street: readText(input, 'street', { required: CHECKOUT_MESSAGES.streetRequired, maxLength: max.street }, errors),
    city: readText(input, 'city', { required: CHECKOUT_MESSAGES.cityRequired, maxLength: max.city }, errors),
    postalCode: readText(
      input,
      'postalCode',
      { required: CHECKOUT_MESSAGES.postalCodeRequired, maxLength: max.postalCode },
      errors,
    ),
    country: readCountry(input, 'country', CHECKOUT_MESSAGES.countryRequired, errors),
  };
  const billingAddress = readFlag(input, 'useAlternativeBillingAddress') ? readBillingAddress(input, errors) : null;
  return errors.result({ shippingAddress, billingAddress });
};
