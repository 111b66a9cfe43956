import { isLanguage, type Language } from '../shared/language.js';

export interface KeywordRule {
  /** Matched against the words of the path, lowercase; 'know-how' is two words in a row. */
  readonly keywords: readonly string[];
  /** The section under /{lang} the rule sends to. */
  readonly section: string;
}

/** The not-found page's keyword rules, tried in this order. */
export const NOT_FOUND_KEYWORD_RULES: readonly KeywordRule[] = [
  { keywords: ['container', 'zeecontainer', 'produkte'], section: 'container' },
  { keywords: ['blog', 'know-how'], section: 'blog' },
  { keywords: ['contact', 'kontakt'], section: 'contact' },
  { keywords: ['leasing'], section: 'leasing' },
  { keywords: ['huren', 'mieten', 'rent'], section: 'rent' },
  { keywords: ['modificatie', 'umbau', 'ombouwen'], section: 'modifications' },
];

interface SplitPath {
  /** Non-empty segments, as written (still percent-encoded). */
  readonly segments: readonly string[];
  /** '?query#hash' as written, or ''. */
  readonly suffix: string;
}

const splitPath = (pathname: string): SplitPath => {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  return { segments: path.split('/').filter((segment) => segment !== ''), suffix: cut === -1 ? '' : pathname.slice(cut) };
};

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Lowercase words of the segments: split on everything that is not a letter or a digit. */
const wordsOf = (segments: readonly string[]): readonly string[] =>
  segments
    .map(safeDecode)
    .join(' ')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * A keyword matches a run of path words: every keyword word but the last equal, the last
 * one the start of a word ('containers', 'rental', 'umbauten' match; 'current' does not
 * match 'rent').
 */
const containsKeyword = (words: readonly string[], keyword: string): boolean => {
  const parts = keyword.split('-');
  return words.some((_, start) =>
    parts.every((part, offset) => {
      const word = words[start + offset];
      return word !== undefined && (offset === parts.length - 1 ? word.startsWith(part) : word === part);
    }),
  );
};

/** The section a path's words point to (first matching rule), or null. */
export const keywordSection = (pathname: string): string | null => {
  const words = wordsOf(splitPath(pathname).segments);
  return NOT_FOUND_KEYWORD_RULES.find((rule) => rule.keywords.some((keyword) => containsKeyword(words, keyword)))?.section ?? null;
};

/**
 * Where the not-found page (and the server, with a 302) sends a path that matched no route:
 * - no language code first: the same path under `language` (query and hash kept);
 * - else, the path's own language with the first keyword rule that matches the words after
 *   the language (/nl/zeecontainers-kopen → /nl/container);
 * - else null (404). A target is never the path itself, so following it cannot loop.
 * Every target is a relative path starting with /{lang}, built from the input's own
 * non-empty segments, so it cannot leave the site.
 */
export const keywordRedirect = (pathname: string, language: Language): string | null => {
  const { segments, suffix } = splitPath(pathname);
  const [first, ...rest] = segments;
  if (!isLanguage(first)) return `/${[language, ...segments].join('/')}${suffix}`;
  const section = keywordSection(`/${rest.join('/')}`);
  if (section === null) return null;
  const target = `/${first}/${section}`;
  return target === `/${segments.join('/')}` ? null : target;
};
