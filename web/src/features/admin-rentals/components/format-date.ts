import { EURO_LOCALES } from '../../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** A calendar day (YYYY-MM-DD) as the admin's language writes it ("22 nov. 2026"). */
export const formatDay = (day: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A server timestamp as a short local date and time. */
export const formatDateTime = (iso: string, lang: Language): string => new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
