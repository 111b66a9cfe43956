import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';

export const WORDS_PER_MINUTE = 200;

/**
 * Words of a post's HTML: tags are replaced by a space (so '<p>a</p><p>b</p>' is two
 * words), non-breaking spaces count as spaces, then the text is split on whitespace.
 */
export const countWords = (html: string): number =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;

/** Words / 200, rounded up; at least 1, so a post never reads '0 min read'. */
export const readingTimeMinutes = (html: string): number => Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));

export const READING_TIME_TEMPLATE: LocalizedText = {
  nl: '{minutes} min leestijd',
  de: '{minutes} Min. Lesezeit',
  fr: '{minutes} min de lecture',
  en: '{minutes} min read',
};

export const readingTimeLabel = (minutes: number, language: Language): string =>
  fillTemplate(READING_TIME_TEMPLATE[language], { minutes });
