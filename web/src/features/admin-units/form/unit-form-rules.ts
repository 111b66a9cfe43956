import type { Language } from '../../../../../domain/shared/language.js';
import { readContainerNumber, readNotes, readOptionalDate } from '../../../../../domain/units/unit-fields.js';
import type { UnitFormErrors, UnitFormValues } from './unit-form-values.js';

/**
 * The container number checked in the browser by the same rule the server applies (ISO 6346 shape
 * and check digit, domain/units): the admin hears of a mistyped digit before sending. The server
 * still decides. Undefined when the number is right.
 */
export const containerNumberError = (typed: string, lang: Language): string | undefined => {
  const read = readContainerNumber(typed);
  return read.ok ? undefined : read.error.message[lang];
};

/** Every problem the browser can see before sending; `isNew` checks the number (it is fixed once the unit exists). */
export const unitFormErrors = (values: UnitFormValues, options: { readonly isNew: boolean; readonly lang: Language; readonly productRequired: string }): UnitFormErrors => {
  const { isNew, lang } = options;
  const notes = readNotes(values.notes);
  const date = readOptionalDate(values.cscNextExamination, 'cscNextExamination');
  const errors: UnitFormErrors = {
    ...(isNew ? { containerNumber: containerNumberError(values.containerNumber, lang) } : {}),
    productId: values.productId === '' ? options.productRequired : undefined,
    notes: notes.ok ? undefined : notes.error.message[lang],
    cscNextExamination: date.ok ? undefined : date.error.message[lang],
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
};
