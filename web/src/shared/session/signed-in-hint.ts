/**
 * The server's non-secret `signed-in=1` cookie, set next to the httpOnly session cookie. It proves nothing
 * (the server decides access); it only spares anonymous visitors a 401 from /api/auth/me on every page.
 */
const HINT_COOKIE = 'signed-in';

export const hasSignedInHint = (): boolean => document.cookie.split(';').some((part) => part.trim().startsWith(`${HINT_COOKIE}=`));

/** Drops a hint that outlived its session (the server answered 401). */
export const clearSignedInHint = (): void => {
  document.cookie = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};
