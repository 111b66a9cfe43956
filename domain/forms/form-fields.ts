import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { isValidEmail, MAX_EMAIL_LENGTH } from './email-address.js';
import { FORM_MESSAGES } from './form-messages.js';
import { isSafeHeaderValue } from './header-safety.js';

/** A request body or form as received: only the fields a validator knows are read. */
export type FormInput = Readonly<Record<string, unknown>>;

export interface FieldError {
  /** The camelCase field name the API uses. */
  readonly field: string;
  readonly message: LocalizedText;
}

export interface InvalidForm {
  readonly kind: 'invalid-form';
  readonly errors: readonly FieldError[];
}

export type FormResult<T> = Result<T, InvalidForm>;

export const asFormInput = (value: unknown): FormInput =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormInput) : {};

/** Collects every field error of one form, then answers with all of them at once. */
export class FieldErrors {
  private readonly list: FieldError[] = [];

  add(field: string, message: LocalizedText): void {
    if (!this.list.some((error) => error.field === field)) this.list.push({ field, message });
  }

  has(field: string): boolean {
    return this.list.some((error) => error.field === field);
  }

  result<T>(value: T): FormResult<T> {
    return this.list.length === 0 ? ok(value) : err({ kind: 'invalid-form', errors: [...this.list] });
  }
}

export const localizedTemplate = fillLocalized;

export interface TextRule {
  /** The message when empty; without it the field is optional. */
  readonly required?: LocalizedText;
  readonly minLength?: { readonly length: number; readonly message: LocalizedText };
  readonly maxLength: number;
  /** Multi-line fields (a message) may hold line breaks; single-line ones must be header-safe. */
  readonly multiline?: boolean;
}

const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Reads a text field, trimmed; '' when it is empty or wrong (the error is recorded). */
export const readText = (input: FormInput, field: string, rule: TextRule, errors: FieldErrors): string => {
  const raw = input[field];
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    errors.add(field, FORM_MESSAGES.invalidValue);
    return '';
  }
  const value = raw === undefined || raw === null ? '' : String(raw).trim();
  const length = Array.from(value).length;
  if (value === '' && rule.required !== undefined) errors.add(field, rule.required);
  else if (rule.minLength !== undefined && length < rule.minLength.length) errors.add(field, rule.minLength.message);
  else if (length > rule.maxLength) errors.add(field, localizedTemplate(FORM_MESSAGES.tooLong, { max: rule.maxLength }));
  else if (rule.multiline === true ? CONTROL_EXCEPT_LINE_BREAKS.test(value) : !isSafeHeaderValue(value)) {
    errors.add(field, rule.multiline === true ? FORM_MESSAGES.controlCharacters : FORM_MESSAGES.singleLine);
  } else return value;
  return '';
};

export const nullIfEmpty = (value: string): string | null => (value === '' ? null : value);

/** An email field: required, then valid. */
export const readEmail = (
  input: FormInput,
  field: string,
  messages: { readonly required: LocalizedText; readonly invalid: LocalizedText },
  errors: FieldErrors,
): string => {
  const value = readText(input, field, { required: messages.required, maxLength: MAX_EMAIL_LENGTH }, errors);
  if (value !== '' && !isValidEmail(value)) {
    errors.add(field, messages.invalid);
    return '';
  }
  return value;
};

const PHONE = /^\+?[0-9 ()./-]{6,30}$/;

/** Digits with the usual separators and an optional leading +; at least 6 digits. */
export const isPlausiblePhone = (value: string): boolean =>
  PHONE.test(value) && (value.match(/[0-9]/g) ?? []).length >= 6;

export const readPhone = (input: FormInput, field: string, required: LocalizedText | undefined, errors: FieldErrors): string => {
  const value = readText(input, field, { ...(required === undefined ? {} : { required }), maxLength: 30 }, errors);
  if (value !== '' && !isPlausiblePhone(value)) {
    errors.add(field, FORM_MESSAGES.phoneInvalid);
    return '';
  }
  return value;
};

/** true, or the text 'true' / 'on' a plain HTML form sends. */
export const readFlag = (input: FormInput, field: string): boolean => {
  const raw = input[field];
  return raw === true || raw === 'true' || raw === 'on';
};
