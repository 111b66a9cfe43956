import type { Language } from '../../../../../domain/shared/language.js';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * A calendar day (`YYYY-MM-DD`) as the customer reads it: '22 november 2026', '22. November 2026',
 * '22 novembre 2026', '22 November 2026'. Written out by hand rather than by Intl, so the server's
 * render and the browser's hydration agree to the character (docs/web-performance.md).
 */
export const formatDay = (day: string, lang: Language): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (match === null) return day;
  const [, year, month, date] = match;
  const name = MONTHS[lang][Number(month) - 1] ?? month;
  return `${Number(date)}${lang === 'de' ? '.' : ''} ${name} ${year}`;
};
