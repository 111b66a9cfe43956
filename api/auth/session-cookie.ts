import type { Request, Response } from 'express';
import { cookieValue } from '../../domain/cookies/cookie-header.js';

export const SESSION_COOKIE = 'session';
/**
 * A non-secret companion of the session cookie, readable by the web client: it asks /api/auth/me only
 * when this is present, so anonymous visitors cause no 401 on every page. It proves nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed-in';

/** The session token from the Cookie header (no cookie middleware needed). */
export const sessionTokenOf = (request: Request): string | null => {
  const value = cookieValue(request.headers.cookie ?? '', SESSION_COOKIE);
  return value === null ? null : decodeURIComponent(value);
};

/** httpOnly, SameSite=Lax, Secure behind https. */
export const setSessionCookie = (response: Response, token: string, expiresAt: Date, secure: boolean): void => {
  response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
  response.cookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
};

export const clearSessionCookie = (response: Response, secure: boolean): void => {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInHint(response, secure);
};

/** Also sent when a request carried the hint but no valid session (an expired or revoked session). */
export const clearSignedInHint = (response: Response, secure: boolean): void => {
  response.clearCookie(SIGNED_IN_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
};
