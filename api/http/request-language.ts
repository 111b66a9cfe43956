import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/shared/language.js';

interface RequestLike {
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

const field = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;

/** The language of a request: `lang` in the query, then in the body, then Accept-Language, then nl. */
export const requestLanguage = (request: RequestLike): Language => {
  const fromQuery = field(request.query, 'lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromBody = field(request.body, 'lang');
  if (isLanguage(fromBody)) return fromBody;
  const header = request.headers['accept-language'];
  const accepted = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase().slice(0, 2));
  return accepted.find(isLanguage) ?? DEFAULT_LANGUAGE;
};
