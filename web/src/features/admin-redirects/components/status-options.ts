import { REDIRECT_STATUS_OPTIONS, type RedirectStatusCode } from '../../../../../domain/redirects/redirect-rule.js';
import type { Language } from '../../../../../domain/shared/language.js';

export type StatusValue = `${RedirectStatusCode}`;

/** The select's options ('301 Permanent Redirect', …) in the page's language, values as strings for <select>. */
export const statusOptions = (lang: Language): readonly { readonly value: StatusValue; readonly label: string }[] =>
  REDIRECT_STATUS_OPTIONS.map((option) => ({ value: `${option.value}`, label: option.label[lang] }));

export const statusCodeOf = (value: StatusValue): RedirectStatusCode => Number(value) as RedirectStatusCode;
