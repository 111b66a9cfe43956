import { gzipSync } from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { acceptsGzip, etagMatches } from './conditional-request.js';

interface CachedAnswer {
  readonly etag: string;
  readonly body: Buffer;
  /** Every header of the first answer (security headers included) but its length, encoding and date. */
  readonly headers: OutgoingHttpHeaders;
  /** The gzip variant, made on the first request that accepts it; null for bodies too small to gain from it. */
  gzip: Buffer | null | undefined;
}

interface VersionSource {
  current(): Promise<string>;
}

const MAX_ANSWERS = 2_000;
/** As the compression middleware: smaller bodies go out as they are. */
const GZIP_THRESHOLD_BYTES = 1024;
/** Set again on every answer, so not kept. */
const PER_ANSWER_HEADERS = ['content-length', 'content-encoding', 'date', 'transfer-encoding', 'connection', 'keep-alive'];

const isCachedPath = (url: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => url.startsWith(prefix) && (url.length === prefix.length || url[prefix.length] === '/' || url[prefix.length] === '?'));

const keptHeaders = (response: Response): OutgoingHttpHeaders | null => {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (name === 'set-cookie') return null;
    if (!PER_ANSWER_HEADERS.includes(name) && value !== undefined) headers[name] = value;
  }
  headers['vary'] = 'Accept-Encoding';
  return headers;
};

const gzipOf = (answer: CachedAnswer): Buffer | null => {
  if (answer.gzip === undefined) answer.gzip = answer.body.length < GZIP_THRESHOLD_BYTES ? null : gzipSync(answer.body);
  return answer.gzip;
};

const sendCached = (request: Request, response: Response, answer: CachedAnswer): void => {
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    const { 'content-type': _type, ...headers } = answer.headers;
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const gzip = acceptsGzip(request.headers['accept-encoding']) ? gzipOf(answer) : null;
  const body = gzip ?? answer.body;
  response.writeHead(200, { ...answer.headers, 'content-length': body.length, ...(gzip === null ? {} : { 'content-encoding': 'gzip' }) });
  response.end(body);
};

/**
 * Public reads under `prefixes` (catalogue and transport prices) depend only
 * on their URL and the catalogue version, so a 200 answer is kept as bytes,
 * with all the headers it went out with, and sent again straight from here,
 * ahead of the security-header, compression and routing middleware (with a
 * gzip variant made once), until the version changes. Mounted early: the
 * middleware after it runs only for the first answer of a URL. Other
 * statuses and answers setting cookies are never kept.
 */
export const catalogueResponseCache = (versions: VersionSource, prefixes: readonly string[]) => {
  let version: string | null = null;
  const answers = new Map<string, CachedAnswer>();

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' || !isCachedPath(request.url, prefixes)) return next();
    try {
      const current = await versions.current();
      if (current !== version || answers.size >= MAX_ANSWERS) {
        answers.clear();
        version = current;
      }
    } catch (error) {
      return next(error);
    }
    const key = request.url;
    const cached = answers.get(key);
    if (cached !== undefined) return sendCached(request, response, cached);

    const answeredVersion = version;
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const sent = send(body);
      // Express has set the ETag and content type by now; a 304 answer is not kept.
      const etag = response.getHeader('ETag');
      const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
      const headers = keptHeaders(response);
      if (response.statusCode === 200 && typeof etag === 'string' && bytes !== null && headers !== null && answeredVersion === version) {
        answers.set(key, { etag, body: bytes, headers, gzip: undefined });
      }
      return sent;
    };
    next();
  };
};
