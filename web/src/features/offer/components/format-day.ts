import type { Language } from '../../../../../domain/shared/language.js';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * An ISO day (or the day of an ISO timestamp) as the customer reads it: '22 november 2026',
 * '22. November 2026', '22 novembre 2026', '22 November 2026'. Written out by hand rather than by
 * Intl, so the server's render and the browser's hydration agree to the character.
 */
export const formatDay = (iso: string, lang: Language): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (match === null) return iso;
  const [, year, month, day] = match;
  const name = MONTHS[lang][Number(month) - 1] ?? month;
  return `${Number(day)}${lang === 'de' ? '.' : ''} ${name} ${year}`;
};
