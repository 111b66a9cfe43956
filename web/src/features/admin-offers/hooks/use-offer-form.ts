import { useMemo, useState } from 'react';
import { belgianDay } from '../../../../../domain/shared/belgian-day.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { FieldErrors } from '../../../shared/form/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { checkOfferForm, type OfferFormCheck } from '../form/offer-form-rules.js';
import type { OfferFormValues } from '../form/offer-form-values.js';

/** The DOM id of the control of a field named as the server names it (`lines.0.unitPrice` → `offer-lines-0-unitPrice`). */
export const fieldId = (field: string): string => `offer-${field.replace(/\./g, '-')}`;

export interface OfferForm {
  readonly values: OfferFormValues;
  /** Messages by field: the browser's rules once a save was tried, and the server's 400 until the field changes. */
  readonly errors: FieldErrors;
  /** Whether the values differ from what was loaded or last saved. */
  readonly dirty: boolean;
  readonly update: (change: (values: OfferFormValues) => OfferFormValues) => void;
  /** The body to send, or null with every message shown and the first wrong field focused. */
  readonly check: () => OfferFormCheck;
  readonly showServerErrors: (errors: FieldErrors) => void;
  /** The values now stand for what the server holds (after a save or a reload). */
  readonly reset: (values: OfferFormValues) => void;
}

const focusFirst = (errors: FieldErrors): void => {
  for (const field of Object.keys(errors)) {
    const control = document.getElementById(fieldId(field));
    if (control !== null) {
      control.focus();
      return;
    }
  }
};

/** The editor's values with the domain's rules checked as they are typed (shown after the first save). */
export const useOfferForm = (initial: OfferFormValues, lang: Language): OfferForm => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const messages = useMemo(() => ({ chooseProduct: t('adminOffers.lines.chooseProduct') }), [t]);
  const checked = useMemo(() => checkOfferForm(values, belgianDay(new Date()), lang, messages), [values, lang, messages]);
  const errors = useMemo(() => ({ ...(tried && !checked.ok ? checked.errors : {}), ...serverErrors }), [tried, checked, serverErrors]);
  return {
    values,
    errors,
    dirty: values !== saved,
    update: (change) => {
      setValues(change);
      setServerErrors({});
    },
    check: () => {
      setTried(true);
      if (!checked.ok) focusFirst(checked.errors);
      return checked;
    },
    showServerErrors: (found) => {
      setServerErrors(found);
      focusFirst(found);
    },
    reset: (next) => {
      setValues(next);
      setSaved(next);
      setTried(false);
      setServerErrors({});
    },
  };
};
