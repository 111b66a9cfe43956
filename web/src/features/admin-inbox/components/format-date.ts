import { EURO_LOCALES } from '../../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** A server timestamp as a short local date and time ("22 nov. 2026 09:41"). */
export const formatDateTime = (iso: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
