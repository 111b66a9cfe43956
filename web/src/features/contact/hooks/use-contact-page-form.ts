import { useMemo, useState } from 'react';
import { CONTACT_FIELDS, validateContactForm, type ContactMessage } from '../../../../../domain/forms/contact-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiError } from '../../../shared/remote/http.js';
import { withShownText, type ShownFormValues } from '../../../shared/form/shown-form-values.js';

export interface ContactPageValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly subject: string;
  readonly message: string;
}

export type ContactPageField = keyof ContactPageValues;

const EMPTY: ContactPageValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The form's id: fields are found by name inside it to focus the first bad one. */
export const CONTACT_PAGE_FORM_ID = 'contact-page-form';

export interface ContactPageForm {
  readonly values: ContactPageValues;
  readonly errors: Readonly<Partial<Record<string, string>>>;
  readonly setValue: (field: ContactPageField, value: string) => void;
  readonly touch: (field: ContactPageField) => void;
  /** Takes the text the page shows where it differs (typed before the form was hydrated). */
  readonly adoptShown: (shown: ShownFormValues) => void;
  /** The message to send (checked by the server's own rules), or null with every message shown and the first bad field focused. */
  readonly submit: (attachmentIds: readonly string[]) => ContactMessage | null;
  readonly showServerErrors: (errors: ApiError['fieldErrors']) => void;
  readonly reset: () => void;
}

/**
 * The contact page's schema, checked early with the domain's validateContactForm
 * (source 'contact_page': name ≥ 2, valid email, subject ≥ 2, message ≥ 10), the same
 * function the server runs. A field shows its message once left, all after a submit.
 */
export const useContactPageForm = (lang: Language): ContactPageForm => {
  const [values, setValues] = useState<ContactPageValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  const check = (attachmentIds: readonly string[]) => validateContactForm({ source: 'contact_page', ...values, attachmentIds });
  const result = useMemo(() => validateContactForm({ source: 'contact_page', ...values }), [values]);

  const errors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors };
    if (!result.ok) {
      for (const error of result.error.errors) if (submitted || touched.has(error.field)) shown[error.field] = error.message[lang];
    }
    return shown;
  }, [result, submitted, touched, serverErrors, lang]);

  const focusFirst = (fields: ReadonlySet<string>): void => {
    const first = CONTACT_FIELDS.find((field) => fields.has(field));
    if (first !== undefined) document.querySelector<HTMLElement>(`#${CONTACT_PAGE_FORM_ID} [name="${first}"]`)?.focus();
  };

  return {
    values,
    errors,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        if (current[field] === undefined) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      });
    },
    adoptShown: (shown) => setValues((current) => withShownText(current, shown)),
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))),
    submit: (attachmentIds) => {
      setSubmitted(true);
      const checked = check(attachmentIds);
      if (checked.ok) return checked.value;
      focusFirst(new Set(checked.error.errors.map((error) => error.field)));
      return null;
    },
    showServerErrors: (list) => {
      const byField: Record<string, string> = {};
      for (const error of list) byField[error.field] ??= error.message;
      setServerErrors(byField);
      focusFirst(new Set(Object.keys(byField)));
    },
    reset: () => {
      setValues(EMPTY);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
    },
  };
};
