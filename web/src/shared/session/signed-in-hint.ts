import { cookieValue } from '../../../../domain/cookies/cookie-header.js';
import { parseSignedInHint, SIGNED_IN_HINT_COOKIE } from '../../../../domain/cookies/signed-in-hint-cookie.js';

/**
 * The server's non-secret `signed-in` cookie (`admin` or `1`), set next to the httpOnly session cookie. It
 * proves nothing (the server decides access); it spares anonymous visitors a 401 from /api/auth/me on every
 * page, and says which footer column the page was rendered with (domain/cookies/signed-in-hint-cookie.ts).
 */
export const hasSignedInHint = (): boolean => parseSignedInHint(cookieValue(document.cookie, SIGNED_IN_HINT_COOKIE)) !== null;

/** Drops a hint that outlived its session (the server answered 401). */
export const clearSignedInHint = (): void => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};
