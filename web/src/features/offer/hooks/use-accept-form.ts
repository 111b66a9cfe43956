import { useMemo, useState } from 'react';
import { FORM_MESSAGES } from '../../../../../domain/forms/form-messages.js';
import { OFFER_MESSAGES } from '../../../../../domain/offers/offer-messages.js';
import type { OfferPaymentMethod } from '../../../../../domain/offers/offer-terms.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { isShownChoice, type ShownFormValues } from '../../../shared/form/shown-form-values.js';
import type { FieldErrors } from '../../../shared/form/index.js';

export interface AcceptValues {
  readonly name: string;
  readonly accepted: boolean;
  /** '' until the customer chooses (chosen already when one method is offered). */
  readonly paymentMethod: OfferPaymentMethod | '';
}

export type AcceptCheck = { readonly ok: true; readonly name: string; readonly paymentMethod: OfferPaymentMethod } | { readonly ok: false };

/** The form's id: the first wrong field is found by name inside it. */
export const ACCEPT_FORM_ID = 'offer-accept-form';

export interface AcceptForm {
  readonly values: AcceptValues;
  readonly errors: FieldErrors;
  readonly set: (change: Partial<AcceptValues>) => void;
  /** What the page shows in place of the state (typed or ticked before the scripts ran). */
  readonly adoptShown: (shown: ShownFormValues) => void;
  readonly check: () => AcceptCheck;
  readonly showServerErrors: (errors: FieldErrors) => void;
}

const focus = (errors: FieldErrors): void => {
  const first = ['name', 'accepted', 'paymentMethod'].find((field) => errors[field] !== undefined);
  if (first !== undefined) document.querySelector<HTMLElement>(`#${ACCEPT_FORM_ID} [name="${first}"]`)?.focus();
};

/**
 * The acceptance: the customer's name typed, "I accept this offer" ticked and a payment method
 * chosen among those offered, checked with the server's rules (the same messages) before it is sent.
 */
export const useAcceptForm = (methods: readonly OfferPaymentMethod[], lang: Language): AcceptForm => {
  const [values, setValues] = useState<AcceptValues>({ name: '', accepted: false, paymentMethod: methods.length === 1 ? (methods[0] ?? '') : '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const ruleErrors = useMemo(() => {
    const found: Record<string, string> = {};
    if (values.name.trim() === '') found['name'] = FORM_MESSAGES.nameRequired[lang];
    if (!values.accepted) found['accepted'] = OFFER_MESSAGES.acceptRequired[lang];
    if (values.paymentMethod === '' || !methods.includes(values.paymentMethod)) found['paymentMethod'] = OFFER_MESSAGES.paymentMethodNotOffered[lang];
    return found;
  }, [values, methods, lang]);
  const errors = useMemo(() => ({ ...(tried ? ruleErrors : {}), ...serverErrors }), [tried, ruleErrors, serverErrors]);
  return {
    values,
    errors,
    set: (change) => {
      setValues((current) => ({ ...current, ...change }));
      setServerErrors({});
    },
    adoptShown: (shown) =>
      setValues((current) => {
        const name = shown.get('name');
        const accepted = shown.get('accepted');
        const method = shown.get('paymentMethod');
        return {
          name: typeof name === 'string' ? name : current.name,
          accepted: typeof accepted === 'boolean' ? accepted : current.accepted,
          paymentMethod: isShownChoice(methods, method) ? method : current.paymentMethod,
        };
      }),
    check: () => {
      setTried(true);
      if (Object.keys(ruleErrors).length > 0 || values.paymentMethod === '') {
        focus(ruleErrors);
        return { ok: false };
      }
      return { ok: true, name: values.name.trim(), paymentMethod: values.paymentMethod };
    },
    showServerErrors: (found) => {
      setServerErrors(found);
      focus(found);
    },
  };
};
