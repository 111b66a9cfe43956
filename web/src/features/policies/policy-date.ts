import { EURO_LOCALES } from '../../../../domain/pricing/format-euro.js';
import type { Language } from '../../../../domain/shared/language.js';

/** A fixed policy date ('2024-04-04') written out in the page's language ('4 april 2024'). */
export const formatPolicyDate = (isoDate: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** The spec's dates: privacy statement last updated 4 April 2024; cookie policy synced with the cookie database 20 March 2025. */
export const PRIVACY_UPDATED = '2024-04-04';
export const COOKIE_DATABASE_SYNCED = '2025-03-20';
