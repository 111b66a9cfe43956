/** The suggestion search runs only for a term at least this long. */
export const MIN_SUGGESTION_TERM_LENGTH = 3;

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The search term for the not-found page's suggestions: the last non-empty path segment
 * (decoded), dashes to spaces, digits removed, runs of spaces made one, trimmed; null when
 * fewer than 3 characters are left. '/nl/container/opslag-container-20ft' → 'opslag container ft'.
 */
export const suggestionTerm = (pathname: string): string | null => {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter((segment) => segment !== '').at(-1);
  if (last === undefined) return null;
  const term = safeDecode(last)
    .replace(/\p{Pd}/gu, ' ')
    .replace(/\p{Nd}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...term].length >= MIN_SUGGESTION_TERM_LENGTH ? term : null;
};
