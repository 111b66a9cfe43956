import type { NextFunction, Request, Response } from 'express';
import { SESSION_COOKIE } from './session-cookie.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence: a cookie-authenticated write whose Origin is another site is
 * refused (403). Requests without the session cookie carry no authority, and
 * a missing Origin (server-to-server, old clients) is let through.
 */
export const sameOriginWrites =
  (publicUrl: string) =>
  (request: Request, response: Response, next: NextFunction): void => {
    const origin = request.headers.origin;
    const hasSession = (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
    if (!UNSAFE_METHODS.has(request.method) || !hasSession || origin === undefined) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = '';
    }
    if (origin === new URL(publicUrl).origin || host === request.headers.host) return next();
    response.status(403).json({ statusCode: 403, message: 'Cross-site request refused.' });
  };
