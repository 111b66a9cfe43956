import type { CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** What the visitor types, field by field, with the names of the domain's checkout form. */
export interface CheckoutFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly companyName: string;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry | '';
  readonly useAlternativeBillingAddress: boolean;
  readonly billingStreet: string;
  readonly billingCity: string;
  readonly billingPostalCode: string;
  readonly billingCountry: CheckoutCountry | '';
  readonly billingCompanyName: string;
  readonly billingVatNumber: string;
}

export type CheckoutTextField = Exclude<keyof CheckoutFormValues, 'useAlternativeBillingAddress'>;

/** The country follows the language as the transport calculator does: de → Germany, else Belgium. */
export const initialCheckoutValues = (lang: Language): CheckoutFormValues => ({
  name: '',
  email: '',
  phone: '',
  companyName: '',
  street: '',
  city: '',
  postalCode: '',
  country: lang === 'de' ? 'germany' : 'belgium',
  useAlternativeBillingAddress: false,
  billingStreet: '',
  billingCity: '',
  billingPostalCode: '',
  billingCountry: lang === 'de' ? 'germany' : 'belgium',
  billingCompanyName: '',
  billingVatNumber: '',
});

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The order API names fields by path ('billingAddress.street'); the form by name ('billingStreet'). */
export const formFieldOfApiField = (apiField: string): string => {
  const [group, field] = apiField.split('.');
  if (field === undefined) return apiField;
  if (group === 'shippingAddress') return field;
  if (group === 'billingAddress') return `billing${capitalise(field)}`;
  return apiField;
};
