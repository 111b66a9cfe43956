import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

export const createLogger = (config: Pick<AppConfig, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passwordHash'] });
