import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url.js';

/** One `request` line per answered request: method, the URL with its secrets redacted, status and time. */
export const requestLog =
  (logger: Logger) =>
  (request: Request, response: Response, next: NextFunction): void => {
    // Nothing is built for a line that would not be written (LOG_LEVEL above info): no listener, no URL parse.
    if (!logger.isLevelEnabled('info')) return next();
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: request.method, url: redactUrl(request.originalUrl), status: response.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
