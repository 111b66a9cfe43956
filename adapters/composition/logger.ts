import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

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

/** JSON lines on stdout, or on `destination` (tests read the lines back). */
export const createLogger = (config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger => {
  const options = { level: config.logLevel, redact: REDACTED_PATHS };
  return destination === undefined ? pino(options) : pino(options, destination);
};
