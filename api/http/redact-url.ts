/** What stands in the log for a secret taken out of a URL. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a secret: order and reset tokens, payment sessions, link signatures. */
const SECRET_PARAMETERS: ReadonlySet<string> = new Set(['token', 'session', 'session_id', 'signature', 'sig', 'key', 'code']);

/** A path segment after one of these is a secret: `/api/orders/by-session/{cs_…}`, `/reset-password/{token}`, `/{lang}/offer/{token}`. */
const SECRET_AFTER_SEGMENT: ReadonlySet<string> = new Set(['by-session', 'reset-password', 'verify-email', 'reset', 'verify', 'rental', 'offer']);

/**
 * A path segment after one of these two is a secret: the customer's rental and offer links, `/api/rentals/{token}`
 * and `/api/offers/{token}` (not the admin's `/api/admin/rentals/{id}`, `/api/admin/offers/{id}`).
 */
const SECRET_AFTER_SEGMENTS: readonly (readonly [string, string])[] = [
  ['api', 'rentals'],
  ['api', 'offers'],
];

/** A Stripe (or simulated) checkout session id anywhere in the path: `cs_test_…`, `cs_live_…`, `cs_sim_…`. */
const CHECKOUT_SESSION = /(?<![A-Za-z0-9])cs_[A-Za-z0-9_]+/g;

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** True for a query parameter whose value must never be logged (the name compared case-insensitively, as decoded). */
export const isSecretParameter = (name: string): boolean => {
  const lower = decoded(name).trim().toLowerCase();
  return SECRET_PARAMETERS.has(lower) || lower.includes('token') || lower.includes('secret');
};

const holdsSession = (text: string): boolean => new RegExp(CHECKOUT_SESSION.source).test(text);

/** Session ids in a segment or value; one that is only visible once percent-decoded takes the whole text with it. */
const redactSessions = (text: string): string => {
  const replaced = text.replace(CHECKOUT_SESSION, () => REDACTED);
  return holdsSession(decoded(replaced)) ? REDACTED : replaced;
};

const redactPath = (path: string): string => {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = index > 0 ? segments[index - 1] : undefined;
      if (previous !== undefined && segment !== '' && SECRET_AFTER_SEGMENT.has(decoded(previous).toLowerCase())) return REDACTED;
      const beforePrevious = index > 1 ? segments[index - 2] : undefined;
      if (beforePrevious !== undefined && previous !== undefined && segment !== '' && SECRET_AFTER_SEGMENTS.some(([first, second]) => decoded(beforePrevious).toLowerCase() === first && decoded(previous).toLowerCase() === second)) return REDACTED;
      return redactSessions(segment);
    })
    .join('/');
};

const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return redactSessions(pair);
      const name = pair.slice(0, equals);
      if (isSecretParameter(name)) return `${name}=${REDACTED}`;
      return `${redactSessions(name)}=${redactSessions(pair.slice(equals + 1))}`;
    })
    .join('&');

/**
 * A request URL (`originalUrl`: path and query) safe to log: the values of
 * token-like query parameters, checkout session ids and the path segments that
 * are tokens become `[redacted]`; everything else is kept as it came.
 */
export const redactUrl = (url: string): string => {
  const hash = url.indexOf('#');
  const withoutFragment = hash < 0 ? url : url.slice(0, hash);
  const question = withoutFragment.indexOf('?');
  if (question < 0) return redactPath(withoutFragment);
  return `${redactPath(withoutFragment.slice(0, question))}?${redactQuery(withoutFragment.slice(question + 1))}`;
};
