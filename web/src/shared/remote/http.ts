import type { ApiJson } from '../api-types/api-json.js';

/** A failed API call: the server's JSON error `{statusCode, message, errors?}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly ApiJson<'FieldErrorDto'>[] = [],
  ) {
    super(message);
  }
}

/**
 * Where `/api/…` is asked: the page's own origin in the browser (''); the shop's own
 * address on loopback when the server renders a page (web/src/entry-server.tsx sets it),
 * with the headers that tell the shop the ask is its own render (the same for every render).
 */
let apiOrigin = '';
let apiHeaders: Readonly<Record<string, string>> = {};
export const setApiOrigin = (origin: string, headers: Readonly<Record<string, string>> = {}): void => {
  apiOrigin = origin;
  apiHeaders = headers;
};

type Query = Readonly<Record<string, string | number | boolean | undefined>>;

const withQuery = (path: string, query: Query | undefined): string => {
  if (query === undefined) return `${apiOrigin}${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return `${apiOrigin}${text === '' ? path : `${path}?${text}`}`;
};

const handle = async <T>(response: Response): Promise<T> => {
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body ?? {}) as Partial<ApiJson<'ErrorResponseDto'>>;
    throw new ApiError(response.status, error.message ?? response.statusText, error.errors ?? []);
  }
  return body as T;
};

export const apiGet = async <T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> =>
  handle<T>(await fetch(withQuery(path, query), { credentials: 'same-origin', headers: apiHeaders, ...(signal === undefined ? {} : { signal }) }));

export const apiSend = async <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, query?: Query): Promise<T> =>
  handle<T>(
    await fetch(withQuery(path, query), {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? apiHeaders : { ...apiHeaders, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

/** A multipart POST (file uploads); the browser sets the boundary header itself. */
export const apiPostForm = async <T>(path: string, form: FormData, query?: Query): Promise<T> =>
  handle<T>(await fetch(withQuery(path, query), { method: 'POST', credentials: 'same-origin', headers: apiHeaders, body: form }));
