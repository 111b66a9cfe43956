import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../shared/language.js';
import { languageFromPath, withLanguagePrefix } from './language-path.js';

const exactMatch = (tag: string): Language | null => {
  const lower = tag.trim().toLowerCase();
  return isLanguage(lower) ? lower : null;
};

const prefixMatch = (tag: string): Language | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
};

const firstMatch = (tags: readonly string[], match: (tag: string) => Language | null): Language | null => {
  for (const tag of tags) {
    const found = match(tag);
    if (found !== null) return found;
  }
  return null;
};

/**
 * The language of a first visit: the path's first segment when it is a language;
 * else the browser's languages (navigator.languages, in preference order), first
 * looking for an exact match in the whole list, then for a primary-subtag match
 * ('de-AT' → de); else nl. Browser tags are compared case-insensitively.
 */
export const detectLanguage = (path: string, browserLanguages: readonly string[]): Language =>
  languageFromPath(path) ??
  firstMatch(browserLanguages, exactMatch) ??
  firstMatch(browserLanguages, prefixMatch) ??
  DEFAULT_LANGUAGE;

/** Paths that live outside the language prefix: the redirect manager and the non-prefixed admin screens. */
export const LANGUAGE_PREFIX_EXEMPT_SECTIONS: readonly string[] = ['redirect-manager', 'admin'];

const isExempt = (path: string): boolean => {
  const first = path.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return LANGUAGE_PREFIX_EXEMPT_SECTIONS.includes(first);
};

/**
 * Where a path without a language prefix must go (history replaced), or null when it
 * already has one or is exempt. The root goes to /{detected language}, which is /nl
 * unless the browser asks for another site language.
 */
export const languagePrefixRedirect = (path: string, browserLanguages: readonly string[]): string | null => {
  if (languageFromPath(path) !== null || isExempt(path)) return null;
  return withLanguagePrefix(path, detectLanguage(path, browserLanguages));
};
