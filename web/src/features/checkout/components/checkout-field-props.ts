import type { CheckoutFormValues } from '../form/checkout-form-values.js';
import { checkoutFieldId, type CheckoutForm } from '../hooks/use-checkout-form.js';

type CheckoutInputField = Exclude<keyof CheckoutFormValues, 'useAlternativeBillingAddress' | 'country' | 'billingCountry' | 'customerKind'>;

/**
 * What a shared InputField needs to edit one checkout field: the fixed id the form
 * focuses on a failed submit, the form's value and message, and touching on leave.
 */
export const checkoutFieldProps = (form: CheckoutForm, field: CheckoutInputField) => ({
  id: checkoutFieldId(field),
  name: field,
  value: form.values[field],
  error: form.errors[field],
  onValueChange: (value: string) => form.setValue(field, value),
  onBlur: () => form.touch(field),
});
