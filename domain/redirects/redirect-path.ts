import type { LocalizedText } from '../shared/language.js';
import { LANGUAGES, type Language } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { fillLocalized, REDIRECT_MESSAGES } from './redirect-messages.js';

/** A source is matched against request paths; a target is where the visitor is sent. */
export type RedirectPathRole = 'source' | 'target';

export const MAX_REDIRECT_PATH_LENGTH = 2000;

/** The one placeholder a rule may use: a path segment standing for every site language. */
export const LANGUAGE_PLACEHOLDER = ':lang';

export type RedirectPathProblem =
  | 'empty'
  | 'absolute-url'
  | 'protocol-relative'
  | 'backslash'
  | 'control-character'
  | 'whitespace'
  | 'dot-segment'
  | 'query-in-source'
  | 'unsupported-pattern'
  | 'too-long';

export interface RedirectPathError {
  readonly kind: 'invalid-redirect-path';
  readonly problem: RedirectPathProblem;
  readonly message: LocalizedText;
}

const problem = (which: RedirectPathProblem): Result<never, RedirectPathError> => {
  const messages: Record<RedirectPathProblem, LocalizedText> = {
    empty: REDIRECT_MESSAGES.empty,
    'absolute-url': REDIRECT_MESSAGES.absoluteUrl,
    'protocol-relative': REDIRECT_MESSAGES.protocolRelative,
    backslash: REDIRECT_MESSAGES.backslash,
    'control-character': REDIRECT_MESSAGES.controlCharacter,
    whitespace: REDIRECT_MESSAGES.whitespace,
    'dot-segment': REDIRECT_MESSAGES.dotSegment,
    'query-in-source': REDIRECT_MESSAGES.queryInSource,
    'unsupported-pattern': REDIRECT_MESSAGES.unsupportedPattern,
    'too-long': fillLocalized(REDIRECT_MESSAGES.tooLong, { max: MAX_REDIRECT_PATH_LENGTH }),
  };
  return err({ kind: 'invalid-redirect-path', problem: which, message: messages[which] });
};

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** Splits a path into its path part and the `?query#fragment` suffix (possibly empty). */
export const splitPathSuffix = (path: string): { readonly path: string; readonly suffix: string } => {
  const cut = path.search(/[?#]/);
  return cut < 0 ? { path, suffix: '' } : { path: path.slice(0, cut), suffix: path.slice(cut) };
};

/**
 * Trims the input and enforces the leading slash. Only a relative path on this
 * site passes: full URLs, `//host`, backslashes, control characters and dot
 * segments are refused, because every redirect target must stay same-origin.
 */
export const normalizeRedirectPath = (
  input: string,
  role: RedirectPathRole = 'target',
): Result<string, RedirectPathError> => {
  const trimmed = input.trim();
  if (trimmed === '') return problem('empty');
  if (CONTROL_CHARACTER.test(trimmed)) return problem('control-character');
  if (trimmed.includes('\\')) return problem('backslash');
  if (URL_SCHEME.test(trimmed)) return problem('absolute-url');
  if (trimmed.startsWith('//')) return problem('protocol-relative');
  if (/\s/.test(trimmed)) return problem('whitespace');
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (path.length > MAX_REDIRECT_PATH_LENGTH) return problem('too-long');
  const parts = splitPathSuffix(path);
  if (role === 'source' && parts.suffix !== '') return problem('query-in-source');
  const segments = parts.path.split('/');
  if (segments.some((segment) => DOT_SEGMENT.test(segment))) return problem('dot-segment');
  const isPattern = (segment: string): boolean =>
    segment.includes('*') || (segment.startsWith(':') && segment !== LANGUAGE_PLACEHOLDER);
  if (segments.some(isPattern)) return problem('unsupported-pattern');
  return ok(path);
};

const safeDecode = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/**
 * The key two paths are compared by: query and fragment dropped, percent
 * escapes of unreserved characters decoded, trailing slashes ignored.
 * Case is kept: paths are case-sensitive.
 */
export const redirectKey = (path: string): string => {
  const bare = safeDecode(splitPathSuffix(path).path).replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

export const usesLanguagePlaceholder = (path: string): boolean =>
  splitPathSuffix(path).path.split('/').includes(LANGUAGE_PLACEHOLDER);

/** Puts a language in place of every `:lang` segment of the path part. */
export const fillLanguagePlaceholder = (path: string, language: Language): string => {
  const parts = splitPathSuffix(path);
  const filled = parts.path
    .split('/')
    .map((segment) => (segment === LANGUAGE_PLACEHOLDER ? language : segment))
    .join('/');
  return filled + parts.suffix;
};

/** A source path as the concrete paths it stands for: itself, or one per language. */
export const expandSourcePaths = (
  path: string,
): readonly { readonly path: string; readonly language: Language | null }[] =>
  usesLanguagePlaceholder(path)
    ? LANGUAGES.map((language) => ({ path: fillLanguagePlaceholder(path, language), language }))
    : [{ path, language: null }];
