import type { NextFunction, Request, Response } from 'express';
import { keptAnswer, keptHeaders, sendKept, type KeptAnswer } from './kept-answer.js';
import { leastRecentlyUsed } from './least-recently-used.js';

interface VersionSource {
  current(): Promise<string>;
}

/** Answers kept at most; past it the least recently used goes. */
const MAX_ANSWERS = 2_000;

const isCachedPath = (url: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => url.startsWith(prefix) && (url.length === prefix.length || url[prefix.length] === '/' || url[prefix.length] === '?'));

/**
 * Public reads under `prefixes` (catalogue and transport prices) depend only
 * on their URL and the catalogue version, so a 200 answer is kept as bytes,
 * with all the headers it went out with, and sent again straight from here,
 * ahead of the security-header, compression and routing middleware (with a
 * gzip variant made once, api/http/kept-answer.ts), until the version changes.
 * Mounted early: the middleware after it runs only for the first answer of a
 * URL. Other statuses and answers setting cookies are never kept. Past `maxAnswers` URLs the least
 * recently used answer goes, one at a time (as the rendered page cache does): a spray of new query
 * strings pushes out only cold answers, never the whole cache with the popular ones.
 */
export const catalogueResponseCache = (versions: VersionSource, prefixes: readonly string[], maxAnswers = MAX_ANSWERS) => {
  let version: string | null = null;
  const answers = leastRecentlyUsed<KeptAnswer>({ maxEntries: maxAnswers });

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' || !isCachedPath(request.url, prefixes)) return next();
    try {
      const current = await versions.current();
      if (current !== version) {
        answers.clear();
        version = current;
      }
    } catch (error) {
      return next(error);
    }
    const key = request.url;
    const cached = answers.get(key);
    if (cached !== undefined) return sendKept(request, response, cached);

    const answeredVersion = version;
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const sent = send(body);
      // Express has set the ETag and content type by now; a 304 answer is not kept.
      const etag = response.getHeader('ETag');
      const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
      const headers = keptHeaders(response);
      if (response.statusCode === 200 && typeof etag === 'string' && bytes !== null && headers !== null && answeredVersion === version) {
        answers.set(key, keptAnswer(200, bytes, headers, { etag }));
      }
      return sent;
    };
    next();
  };
};
