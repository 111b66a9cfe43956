import type { NextFunction, Request, Response } from 'express';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';
import { TOO_MANY_REQUESTS } from '../../application/shared/application-error.js';
import { clientAddressKey } from '../../domain/rate-limits/client-address-key.js';
import { isLanguage, type Language } from '../../domain/shared/language.js';
import { escapeHtml } from './escape-html.js';

/** A page opened by a secret link (`/{lang}/{section}/{token}`) and the requests a minute one visitor may make of it. */
export interface TokenPageLimit {
  readonly section: string;
  readonly perMinute: number;
}

const refusalPage = (language: Language): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>429</title></head><body><p>${escapeHtml(TOO_MANY_REQUESTS[language])}</p></body></html>`;

/**
 * The pages a secret link opens are rendered by the server asking its own API, and those asks are
 * not counted (api/http/own-render-requests.ts): the visitor is counted here instead, by their own
 * address, with the same limit a minute as the link's API route. One visitor guessing tokens is
 * refused (429, in the page's language); every other customer's page still renders.
 */
export const tokenPageLimits = (limiter: RequestLimiter, limits: readonly TokenPageLimit[]) => {
  const bySection = new Map(limits.map((limit) => [limit.section, limit]));
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const [language = '', section = '', token, ...rest] = request.path.split('/').filter((segment) => segment !== '');
    const limit = bySection.get(section);
    if (limit === undefined || token === undefined || rest.length > 0 || !isLanguage(language)) return next();
    try {
      const answer = await limiter.consume(`page.${section}`, clientAddressKey(request.ip ?? 'unknown'), limit.perMinute);
      if (answer.allowed) return next();
      response.status(429).setHeader('Retry-After', String(answer.retryAfterSeconds));
      response.setHeader('Cache-Control', 'private, no-store');
      response.type('html').send(refusalPage(language));
    } catch (error) {
      next(error);
    }
  };
};
