import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { LocalizedText } from '../../domain/shared/language.js';
import { ApplicationException } from './application-exception.js';
import { HTTP_STATUS_BY_ERROR_KIND } from './error-status.js';
import { redactUrl } from './redact-url.js';
import { loggableError } from '../../adapters/composition/loggable-error.js';
import { requestLanguage } from './request-language.js';

const INTERNAL_ERROR: LocalizedText = {
  nl: 'Er ging iets mis. Probeer het later opnieuw.',
  de: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es später erneut.',
  fr: "Une erreur s'est produite. Veuillez réessayer plus tard.",
  en: 'Something went wrong. Please try again later.',
};

const DATABASE_UNAVAILABLE: LocalizedText = {
  nl: 'De dienst is tijdelijk niet beschikbaar.',
  de: 'Der Dienst ist vorübergehend nicht verfügbar.',
  fr: 'Le service est temporairement indisponible.',
  en: 'The service is temporarily unavailable.',
};

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

/** Database or network faults answer 503 quickly instead of a 500. */
export const isConnectionFault = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, driverError } = error as { code?: unknown; message?: unknown; driverError?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  if (typeof message === 'string' && /connection terminated|timeout exceeded when trying to connect|Connection refused/i.test(message)) return true;
  return driverError !== undefined && isConnectionFault(driverError);
};

const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

const UNSTORABLE_TEXT: LocalizedText = {
  nl: 'Het verzoek bevat tekens die niet kunnen worden opgeslagen.',
  de: 'Die Anfrage enthält Zeichen, die nicht gespeichert werden können.',
  fr: 'La requête contient des caractères qui ne peuvent pas être enregistrés.',
  en: 'The request contains characters that cannot be stored.',
};

/** Text the database refuses as such (a NUL, an invalid byte sequence) is the client's fault: 400, not 500. */
const isUnstorableText = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: unknown };
  if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
  return driverError !== undefined && isUnstorableText(driverError);
};

/** Errors thrown by body parsing (bad JSON, too large) carry their own 4xx status. */
const clientErrorStatus = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
};

/** One place where every failure becomes a JSON answer `{statusCode, message, errors?}`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const language = requestLanguage(request);
    if (response.headersSent) return;

    if (exception instanceof ApplicationException) {
      const { error } = exception;
      const statusCode = HTTP_STATUS_BY_ERROR_KIND[error.kind];
      if (error.kind === 'too-many-requests') response.setHeader('Retry-After', String(error.retryAfterSeconds));
      const errors = error.kind === 'invalid-input' || (error.kind === 'conflict' && error.errors !== undefined) ? (error.errors ?? []).map((item) => ({ field: item.field, message: item.message[language] })) : undefined;
      response.status(statusCode).json({ statusCode, message: error.message[language], ...(errors === undefined ? {} : { errors }) });
      return;
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const body = exception.getResponse();
      const message = typeof body === 'string' ? body : String((body as { message?: unknown }).message ?? exception.message);
      response.status(statusCode).json({ statusCode, message });
      return;
    }
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus !== null) {
      const message = exception instanceof Error ? exception.message : 'Bad request';
      response.status(clientStatus).json({ statusCode: clientStatus, message });
      return;
    }
    if (isUnstorableText(exception)) {
      response.status(400).json({ statusCode: 400, message: UNSTORABLE_TEXT[language] });
      return;
    }
    if (isConnectionFault(exception)) {
      this.logger.warn({ err: loggableError(exception), url: redactUrl(request.originalUrl) }, 'database unavailable');
      response.status(503).json({ statusCode: 503, message: DATABASE_UNAVAILABLE[language] });
      return;
    }
    this.logger.error({ err: loggableError(exception), url: redactUrl(request.originalUrl), method: request.method }, 'unexpected error');
    response.status(500).json({ statusCode: 500, message: INTERNAL_ERROR[language] });
  }
}
