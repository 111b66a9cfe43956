import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { loggableError } from './loggable-error.js';

/** Field names whose values never reach a log line, at any depth pino's redaction reaches (docs/security.md). */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.sessionToken',
  '*.resetToken',
  '*.secretKey',
  '*.webhookSecret',
];

/**
 * An error logged as `err` anywhere (a worker, a use case) goes through the same
 * reduction as the error filter's: never a failed query's parameters or the value
 * PostgreSQL refused. Already reduced objects pass as they are.
 */
const serializers = { err: (value: unknown): unknown => (value instanceof Error ? loggableError(value) : value) };

/** JSON lines on stdout, or on `destination` (tests read the lines back). */
export const createLogger = (config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger => {
  const options = { level: config.logLevel, redact: REDACTED_PATHS, serializers };
  return destination === undefined ? pino(options) : pino(options, destination);
};
