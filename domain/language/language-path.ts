import { isLanguage, type Language } from '../shared/language.js';

/**
 * Paths handled here may carry a query and a hash ("/nl/container?size=20ft#top");
 * only the part before the first '?' or '#' is treated as segments.
 */
interface SplitPath {
  /** Path segments without the empty leading one; a trailing slash leaves an empty last segment. */
  readonly segments: readonly string[];
  /** '?query#hash' as written, or ''. */
  readonly suffix: string;
}

const splitPath = (path: string): SplitPath => {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  const trimmed = pathname.startsWith('/') ? pathname.slice(1) : pathname;
  return { segments: trimmed === '' ? [] : trimmed.split('/'), suffix };
};

const joinPath = (segments: readonly string[], suffix: string): string => `/${segments.join('/')}${suffix}`;

/** The old products section is written as container when a path is rebuilt under a language. */
const LEGACY_PRODUCTS_SECTION = 'products';
const PRODUCTS_SECTION = 'container';

/** The language of the first path segment, or null. Segments are case-sensitive ('/NL' is no language). */
export const languageFromPath = (path: string): Language | null => {
  const first = splitPath(path).segments[0];
  return isLanguage(first) ? first : null;
};

/** The segments after the language; a bare language root with a trailing slash ('/nl/') counts as the root. */
const withoutLanguage = (segments: readonly string[]): readonly string[] => {
  const rest = isLanguage(segments[0]) ? segments.slice(1) : segments;
  return rest.length === 1 && rest[0] === '' ? [] : rest;
};

/**
 * The same page under another language: the first segment is replaced when it is a
 * language, else the language is put in front; the rest, the query and the hash stay.
 * A `products` section right after the language becomes `container`.
 */
export const swapLanguageInPath = (path: string, target: Language): string => {
  const { segments, suffix } = splitPath(path);
  const rest = withoutLanguage(segments);
  const section = rest[0] === LEGACY_PRODUCTS_SECTION ? [PRODUCTS_SECTION] : rest.slice(0, 1);
  return joinPath([target, ...section, ...rest.slice(1)], suffix);
};

/**
 * An app path ("/container", "container", "/", "") under a language prefix. A path that
 * already starts with a language gets that language replaced, so prefixes never stack.
 */
export const withLanguagePrefix = (path: string, language: Language): string => {
  const { segments, suffix } = splitPath(path);
  return joinPath([language, ...withoutLanguage(segments)], suffix);
};

/** The path without its language segment ("/de/contact?x" → "/contact?x", "/de" → "/"); other paths unchanged. */
export const stripLanguagePrefix = (path: string): string => {
  const { segments, suffix } = splitPath(path);
  return isLanguage(segments[0]) ? joinPath(withoutLanguage(segments), suffix) : path;
};
