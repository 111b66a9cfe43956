import type { Request, Response } from 'express';
import { cookieValue } from '../../domain/cookies/cookie-header.js';
import { percentDecoded } from './percent-decoding.js';
import { SIGNED_IN_HINT_COOKIE, signedInHintValue } from '../../domain/cookies/signed-in-hint-cookie.js';

export const SESSION_COOKIE = 'session';

/** The session token from the Cookie header (no cookie middleware needed); a value that cannot be percent-decoded is no session. */
export const sessionTokenOf = (request: Request): string | null => {
  const value = cookieValue(request.headers.cookie ?? '', SESSION_COOKIE);
  return value === null ? null : percentDecoded(value);
};

/**
 * httpOnly, SameSite=Lax, Secure behind https. Next to it the readable `signed-in` hint
 * (domain/cookies/signed-in-hint-cookie.ts: `admin` for an admin's session, `1` for another),
 * which proves nothing.
 */
export const setSessionCookie = (response: Response, token: string, expiresAt: Date, secure: boolean, roles: readonly string[]): void => {
  response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
  response.cookie(SIGNED_IN_HINT_COOKIE, signedInHintValue(roles), { httpOnly: false, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
};

export const clearSessionCookie = (response: Response, secure: boolean): void => {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInHint(response, secure);
};

/** Also sent when a request carried the hint but no valid session (an expired or revoked session). */
export const clearSignedInHint = (response: Response, secure: boolean): void => {
  response.clearCookie(SIGNED_IN_HINT_COOKIE, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
};
