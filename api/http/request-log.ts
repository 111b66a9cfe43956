import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redactUrl } from './redact-url.js';

/**
 * One `request` line per answered request: method, the URL with its secrets redacted, status and
 * time. Sees the request as the server received it, ahead of the app (kept pages never enter it).
 */
export const requestLog =
  (logger: Logger) =>
  (request: IncomingMessage, response: ServerResponse): void => {
    // Nothing is built for a line that would not be written (LOG_LEVEL above info): no listener, no URL parse.
    if (!logger.isLevelEnabled('info')) return;
    const started = process.hrtime.bigint();
    const { method, url = '/' } = request;
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method, url: redactUrl(url), status: response.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
  };
