/**
 * A piece of a URL percent-decoded (`decodeURIComponent`), or null when it cannot be: a broken
 * escape (`%`, `%2`, `%zz`) or bytes that are no UTF-8 (`%E0%A4%A`). Such a URL is the client's
 * mistake, never a reason for a 500.
 */
export const percentDecoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};
