import type { NextFunction, Request, Response } from 'express';

interface CachedAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
}

interface VersionSource {
  current(): Promise<string>;
}

const MAX_ANSWERS = 2_000;

/**
 * Public catalogue answers (`GET /api/products…`) depend only on their URL
 * and the catalogue version, so a 200 answer is kept as the bytes that were
 * sent and served again, without routing, validation, mapping or
 * serialisation, until the version changes. Other statuses are never kept.
 */
export const catalogueResponseCache = (versions: VersionSource) => {
  let version: string | null = null;
  const answers = new Map<string, CachedAnswer>();

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET') return next();
    try {
      const current = await versions.current();
      if (current !== version || answers.size >= MAX_ANSWERS) {
        answers.clear();
        version = current;
      }
    } catch (error) {
      return next(error);
    }
    const key = request.originalUrl;
    const cached = answers.get(key);
    if (cached !== undefined) {
      response.setHeader('ETag', cached.etag);
      if (request.headers['if-none-match'] === cached.etag) {
        response.status(304).end();
        return;
      }
      response.setHeader('Content-Type', cached.contentType);
      response.send(cached.body);
      return;
    }
    const answeredVersion = version;
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      const sent = send(body);
      // Express has set the ETag and content type by now; a 304 answer is not kept.
      const etag = response.getHeader('ETag');
      const contentType = response.getHeader('Content-Type');
      if (response.statusCode === 200 && typeof etag === 'string' && typeof contentType === 'string' && answeredVersion === version) {
        const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : null;
        if (bytes !== null) answers.set(key, { body: bytes, contentType, etag });
      }
      return sent;
    };
    next();
  };
};
