/**
 * The non-secret companion of the httpOnly session cookie, readable by the web client and sent
 * with every page request. It proves nothing (the server decides access by the session alone):
 * it spares anonymous visitors a 401 from /api/auth/me on every page, and it tells the page's
 * render which account column to reserve in the footer, hidden until the session confirms it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed-in';

/** What a hint says: a session of an admin may exist, or one of another user. */
export type SignedInHint = 'admin' | 'user';

const ADMIN_VALUE = 'admin';
const USER_VALUE = '1';

/** The value the server writes at sign-in, from the signed-in user's roles. */
export const signedInHintValue = (roles: readonly string[]): string => (roles.includes('admin') ? ADMIN_VALUE : USER_VALUE);

/** What a hint cookie's value says; null without one or with an empty one. Any other value reads as a user (an older `1` too). */
export const parseSignedInHint = (value: string | null): SignedInHint | null => {
  if (value === null || value === '') return null;
  return value === ADMIN_VALUE ? 'admin' : 'user';
};
