import { err, type Result } from '../shared/result.js';
import { validateCheckoutForm, type CheckoutDetails } from './checkout-form.js';
import { asFormInput, type FieldError, type InvalidForm } from './form-fields.js';
import { FORM_MESSAGES } from './form-messages.js';

const SHIPPING_FIELDS = ['name', 'email', 'phone', 'companyName', 'street', 'city', 'postalCode', 'country'] as const;
const BILLING_FIELDS = {
  street: 'billingStreet',
  city: 'billingCity',
  postalCode: 'billingPostalCode',
  country: 'billingCountry',
  companyName: 'billingCompanyName',
  vatNumber: 'billingVatNumber',
} as const;

/** Form field → API path, e.g. 'billingStreet' → 'billingAddress.street'. */
const API_FIELD: Readonly<Record<string, string>> = Object.fromEntries([
  ...SHIPPING_FIELDS.map((field) => [field, `shippingAddress.${field}`]),
  ...Object.entries(BILLING_FIELDS).map(([apiField, formField]) => [formField, `billingAddress.${apiField}`]),
]);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The same checkout rules for the order API's shape `{shippingAddress,
 * billingAddress?}`; a billing address given means a different billing
 * address was chosen. Errors name the API's paths ('shippingAddress.email').
 */
export const validateOrderAddresses = (body: unknown): Result<CheckoutDetails, InvalidForm> => {
  const input = asFormInput(body);
  const shipping = asFormInput(input.shippingAddress);
  const billing = input.billingAddress;
  const structural: FieldError[] = [];
  if (!isObject(input.shippingAddress)) structural.push({ field: 'shippingAddress', message: FORM_MESSAGES.invalidValue });
  if (billing !== undefined && billing !== null && !isObject(billing)) {
    structural.push({ field: 'billingAddress', message: FORM_MESSAGES.invalidValue });
  }
  const billingInput = isObject(billing) ? billing : null;
  const flat = {
    ...Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, shipping[field]])),
    useAlternativeBillingAddress: billingInput !== null,
    ...Object.fromEntries(
      Object.entries(BILLING_FIELDS).map(([apiField, formField]) => [formField, billingInput?.[apiField]]),
    ),
  };
  const result = validateCheckoutForm(flat);
  if (result.ok && structural.length === 0) return result;
  const fieldErrors = result.ok
    ? []
    : result.error.errors.map((error) => ({ ...error, field: API_FIELD[error.field] ?? error.field }));
  const insideBadObject = (field: string): boolean => structural.some((error) => field.startsWith(`${error.field}.`));
  const errors = [...structural, ...fieldErrors.filter((error) => !insideBadObject(error.field))];
  return err({ kind: 'invalid-form', errors });
};
