import type { Language } from '../shared/language.js';

const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

/** YYYY-MM-DD, optionally with a time ('T' or space) and a zone (Z, +01:00, +0100 or PostgreSQL's +00). */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const offsetMinutes = (zone: string | undefined): number => {
  if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0'));
};

/**
 * The instant an ISO date or timestamp names, or null when it is not one (or names no real
 * day, like 2026-02-30). A time without a zone is read as UTC, so the result never depends
 * on the machine's time zone.
 */
export const parseIsoInstant = (text: string): Date | null => {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  const parts = [year, month, day, hour, minute, second].map((part) => Number(part ?? '0'));
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = parts;
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const calendarDay = new Date(Date.UTC(y, mo - 1, d));
  if (calendarDay.getUTCFullYear() !== y || calendarDay.getUTCMonth() !== mo - 1 || calendarDay.getUTCDate() !== d) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - offsetMinutes(zone) * 60_000);
};

/**
 * The blog's 'MMMM d, yyyy' in UTC with the language's month name, written as the pattern
 * says in every language: 'November 22, 2026', 'november 22, 2026', 'November 22, 2026',
 * 'novembre 22, 2026'. Null when the text is no ISO date (the page then shows no date).
 */
export const formatBlogDate = (isoDate: string, language: Language): string | null => {
  const instant = parseIsoInstant(isoDate);
  if (instant === null) return null;
  const month = MONTH_NAMES[language][instant.getUTCMonth()] ?? '';
  return `${month} ${instant.getUTCDate()}, ${String(instant.getUTCFullYear()).padStart(4, '0')}`;
};

export interface DatedPost {
  readonly customPublishDate: string | null;
  readonly publishedAt: string | null;
}

/** The date a post shows: the custom publish date when set, else the published date. */
export const blogDisplayDate = (post: DatedPost): string | null => {
  const custom = post.customPublishDate?.trim() ?? '';
  if (custom !== '') return custom;
  const published = post.publishedAt?.trim() ?? '';
  return published === '' ? null : published;
};
