import type { NextFunction, Request, Response } from 'express';
import type { RedirectMatch } from '../../domain/redirects/redirect-index.js';

/**
 * Managed redirect rules (and the fixed modifications rules), served before
 * routing for page requests: 301/302 answer with the target, 200 rewrites
 * the request to it. API, media and docs paths are never redirected.
 */
export const redirectRules =
  (resolve: (path: string) => Promise<RedirectMatch | null>) =>
  async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || /^\/(api|media)(\/|$)/.test(request.path)) return next();
    try {
      const match = await resolve(request.originalUrl);
      if (match === null) return next();
      if (match.statusCode === 200) {
        request.url = match.location;
        return next();
      }
      response.redirect(match.statusCode, match.location);
    } catch (error) {
      next(error);
    }
  };
