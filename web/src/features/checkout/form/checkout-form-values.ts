import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { CUSTOMER_KINDS, type CustomerKind } from '../../../../../domain/vat/vat-treatment.js';
import { isShownChoice, type ShownFormValues } from '../../../shared/form/shown-form-values.js';

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

/**
 * The values with what the page shows in their place (what the visitor entered before the form was
 * hydrated); a shown value of the wrong kind is ignored. The same object when nothing differs.
 */
export const withShownValues = (values: CheckoutFormValues, shown: ShownFormValues): CheckoutFormValues => {
  const adopted: Record<string, string | boolean> = {};
  for (const [field, current] of Object.entries(values) as [keyof CheckoutFormValues, string | boolean][]) {
    const value = shown.get(field);
    if (value === undefined || value === current) continue;
    if (field === 'useAlternativeBillingAddress' ? typeof value === 'boolean' : typeof value === 'string') {
      if (field === 'customerKind' && !isShownChoice(CUSTOMER_KINDS, value)) continue;
      if ((field === 'country' || field === 'billingCountry') && value !== '' && !isShownChoice(CHECKOUT_COUNTRIES, value)) continue;
      adopted[field] = value;
    }
  }
  return Object.keys(adopted).length === 0 ? values : { ...values, ...adopted };
};

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
