import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { REDIRECT_MESSAGES } from './redirect-messages.js';
import { expandSourcePaths, fillLanguagePlaceholder, redirectKey } from './redirect-path.js';
import type { RedirectRule, RedirectStatusCode } from './redirect-rule.js';

export interface RedirectMatch {
  readonly rule: RedirectRule;
  /** Where to send the visitor: the rule's target with the request's query string kept. */
  readonly location: string;
  readonly statusCode: RedirectStatusCode;
}

interface IndexEntry {
  readonly rule: RedirectRule;
  readonly target: string;
}

/** Active rules keyed by the concrete source path they match; build once, look up in O(1). */
export type RedirectIndex = ReadonlyMap<string, IndexEntry>;

interface KeyedEntry extends IndexEntry {
  readonly key: string;
}

const concreteSources = (rule: RedirectRule): readonly KeyedEntry[] =>
  expandSourcePaths(rule.oldPath).map((source) => ({
    key: redirectKey(source.path),
    rule,
    target: source.language === null ? rule.newPath : fillLanguagePlaceholder(rule.newPath, source.language),
  }));

/** The first active rule wins for a path, as in the rules list and in Netlify's `_redirects`. */
export const buildRedirectIndex = (rules: readonly RedirectRule[]): RedirectIndex => {
  const index = new Map<string, IndexEntry>();
  for (const rule of rules) {
    if (!rule.isActive) continue;
    for (const { key, target } of concreteSources(rule)) {
      if (!index.has(key)) index.set(key, { rule, target });
    }
  }
  return index;
};

/** The query string of a request path, without `?` and without any fragment. */
const queryOf = (requestPath: string): string => {
  const withoutFragment = requestPath.split('#')[0] ?? '';
  const at = withoutFragment.indexOf('?');
  return at < 0 ? '' : withoutFragment.slice(at + 1);
};

/** Adds the request's query to the target, before the target's own fragment. */
export const appendQuery = (target: string, query: string): string => {
  if (query === '') return target;
  const hashAt = target.indexOf('#');
  const base = hashAt < 0 ? target : target.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : target.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
};

const toMatch = (entry: IndexEntry, requestPath: string): RedirectMatch => ({
  rule: entry.rule,
  location: appendQuery(entry.target, queryOf(requestPath)),
  statusCode: entry.rule.statusCode,
});

/** Looks a request path (query string allowed) up in a built index. */
export const lookupRedirect = (index: RedirectIndex, requestPath: string): RedirectMatch | null => {
  const entry = index.get(redirectKey(requestPath));
  return entry === undefined ? null : toMatch(entry, requestPath);
};

/**
 * The first active rule whose old path equals the request path, ignoring a
 * trailing slash and the query string (which is kept on the target). Paths are
 * case-sensitive. Scans the list: for many lookups build an index instead.
 */
export const matchRedirect = (rules: readonly RedirectRule[], requestPath: string): RedirectMatch | null => {
  const key = redirectKey(requestPath);
  for (const rule of rules) {
    if (!rule.isActive) continue;
    const entry = concreteSources(rule).find((source) => source.key === key);
    if (entry !== undefined) return toMatch(entry, requestPath);
  }
  return null;
};

export type RedirectTestError =
  | { readonly kind: 'empty-url'; readonly message: LocalizedText }
  | { readonly kind: 'no-redirect-match'; readonly message: LocalizedText };

/** The Redirect Manager's Test tab: accepts a path or a full URL of this site. */
export const testRedirect = (
  rules: readonly RedirectRule[],
  url: string,
): Result<RedirectMatch, RedirectTestError> => {
  const trimmed = url.trim();
  if (trimmed === '') return err({ kind: 'empty-url', message: REDIRECT_MESSAGES.empty });
  const withoutOrigin = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const path = withoutOrigin.startsWith('/') ? withoutOrigin : `/${withoutOrigin}`;
  const match = matchRedirect(rules, path);
  return match === null ? err({ kind: 'no-redirect-match', message: REDIRECT_MESSAGES.noMatch }) : ok(match);
};
