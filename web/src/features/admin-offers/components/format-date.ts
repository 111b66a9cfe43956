import { EURO_LOCALES } from '../../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** A day ('2026-12-27') or a server timestamp as a short local date ("27 dec. 2026"); a day is read as that calendar day. */
export const formatDate = (iso: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', ...(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {}) }).format(new Date(iso));

/** A server timestamp as a short local date and time ("22 nov. 2026 09:41"). */
export const formatDateTime = (iso: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
