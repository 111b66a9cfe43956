import type { CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { CustomerKind } from '../../../../../domain/vat/vat-treatment.js';

/** What the visitor types, field by field, with the names of the domain's checkout form. */
export interface CheckoutFormValues {
  /** Private or business: a business gives its company name and VAT number, which decide the VAT. */
  readonly customerKind: CustomerKind;
  readonly vatNumber: string;
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
}

export type CheckoutTextField = Exclude<keyof CheckoutFormValues, 'useAlternativeBillingAddress' | 'customerKind'>;

/** The country follows the language as the transport calculator does: de → Germany, else Belgium. */
export const initialCheckoutValues = (lang: Language): CheckoutFormValues => ({
  customerKind: 'consumer',
  vatNumber: '',
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
});

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The order API names fields by path ('billingAddress.street'); the form by name ('billingStreet'). */
export const formFieldOfApiField = (apiField: string): string => {
  const [group, field] = apiField.split('.');
  if (field === undefined) return apiField;
  if (group === 'shippingAddress') return field;
  if (group === 'billingAddress') return `billing${capitalise(field)}`;
  if (group === 'customer') return field;
  return apiField;
};
