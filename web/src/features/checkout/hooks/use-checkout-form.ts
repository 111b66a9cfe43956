import { useCallback, useMemo, useState } from 'react';
import { CHECKOUT_FIELDS, validateCheckoutForm, type CheckoutDetails } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { checkVatCustomer, type VatCustomerForm } from '../../../../../domain/vat/vat-customer-form.js';
import { formFieldOfApiField, initialCheckoutValues, withShownValues, type CheckoutFormValues } from '../form/checkout-form-values.js';
import type { ShownFormValues } from '../../../shared/form/shown-form-values.js';
import { customerCountryOf } from '../form/customer-country.js';
import type { ApiError } from '../../../shared/remote/http.js';

/** The fields in the order of the page: the first wrong one gets the focus. */
const FIELD_ORDER: readonly string[] = ['name', 'email', 'phone', 'companyName', 'vatNumber', ...CHECKOUT_FIELDS.slice(4)];

/** What a valid checkout sends: the addresses and who buys. */
export interface CheckoutSubmission {
  readonly details: CheckoutDetails;
  readonly customer: VatCustomerForm;
}

export type FieldMessages = Readonly<Partial<Record<string, string>>>;

export interface CheckoutForm {
  readonly values: CheckoutFormValues;
  /** The message to show under each field (touched fields, or all after a submit attempt). */
  readonly errors: FieldMessages;
  readonly setValue: <K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => void;
  readonly touch: (field: string) => void;
  /** Takes the values the page shows where they differ (entered before the form was hydrated). */
  readonly adoptShown: (shown: ShownFormValues) => void;
  /** Validates everything with the domain's rules: what to send, or null (and the first bad field focused). */
  readonly submit: () => CheckoutSubmission | null;
  /** The server's field errors (`shippingAddress.email`, …); answers the ones no field shows. */
  readonly showServerErrors: (errors: ApiError['fieldErrors']) => readonly string[];
}

export const checkoutFieldId = (field: string): string => `checkout-${field}`;

const focusField = (field: string): void => {
  document.getElementById(checkoutFieldId(field))?.focus();
};

/**
 * The checkout form, validated early by the same function the server runs
 * (domain/forms/checkout-form.ts): a field shows its localized message once it
 * has been left, and every field does after a submit attempt.
 */
export const useCheckoutForm = (lang: Language): CheckoutForm => {
  const [values, setValues] = useState<CheckoutFormValues>(() => initialCheckoutValues(lang));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});

  const result = useMemo(() => validateCheckoutForm(values), [values]);
  const customer = useMemo(
    () => checkVatCustomer({ kind: values.customerKind, companyName: values.companyName, vatNumber: values.vatNumber }, { requireBusinessDetails: true, country: customerCountryOf(values) }),
    [values],
  );
  const fieldErrors = useMemo(
    () => [...(result.ok ? [] : result.error.errors), ...(customer.ok ? [] : customer.error)],
    [result, customer],
  );
  const errors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors } as Record<string, string>;
    // The company name is optional for a private customer: the business rule's message wins.
    for (const error of [...fieldErrors].reverse()) {
      if (submitted || touched.has(error.field)) shown[error.field] = error.message[lang];
    }
    return shown;
  }, [fieldErrors, submitted, touched, serverErrors, lang]);

  const setValue = useCallback(<K extends keyof CheckoutFormValues>(field: K, value: CheckoutFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const adoptShown = useCallback((shown: ShownFormValues) => setValues((current) => withShownValues(current, shown)), []);

  const touch = useCallback((field: string) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))), []);

  const submit = (): CheckoutSubmission | null => {
    setSubmitted(true);
    if (result.ok && customer.ok) return { details: result.value, customer: customer.value };
    const bad = new Set(fieldErrors.map((error) => error.field));
    const first = FIELD_ORDER.find((field) => bad.has(field));
    if (first !== undefined) focusField(first);
    return null;
  };

  const showServerErrors = (list: ApiError['fieldErrors']): readonly string[] => {
    const known = new Set<string>(FIELD_ORDER);
    const byField: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const error of list) {
      const field = formFieldOfApiField(error.field);
      if (known.has(field)) byField[field] ??= error.message;
      else unplaced.push(error.message);
    }
    setServerErrors(byField);
    const first = FIELD_ORDER.find((field) => byField[field] !== undefined);
    if (first !== undefined) focusField(first);
    return unplaced;
  };

  return { values, errors, setValue, touch, adoptShown, submit, showServerErrors };
};
