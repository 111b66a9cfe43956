import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'session';

/** The session token from the Cookie header (no cookie middleware needed). */
export const sessionTokenOf = (request: Request): string | null => {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
};

/** httpOnly, SameSite=Lax, Secure behind https. */
export const setSessionCookie = (response: Response, token: string, expiresAt: Date, secure: boolean): void => {
  response.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/' });
};

export const clearSessionCookie = (response: Response, secure: boolean): void => {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
};
