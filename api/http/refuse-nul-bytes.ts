import type { NextFunction, Request, Response } from 'express';
import type { LocalizedText } from '../../domain/shared/language.js';
import { requestLanguage } from './request-language.js';

export const NUL_NOT_ALLOWED: LocalizedText = {
  nl: 'Het verzoek bevat een teken dat niet is toegestaan (NUL).',
  de: 'Die Anfrage enthält ein nicht erlaubtes Zeichen (NUL).',
  fr: 'La requête contient un caractère non autorisé (NUL).',
  en: 'The request contains a character that is not allowed (NUL).',
};

const NUL = '\u0000';

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * PostgreSQL text cannot hold a NUL character, so a URL carrying one (`%00`)
 * is refused here, naming the path or query parameter, before any handler
 * could send it to the database.
 */
export const refuseNulBytes = (request: Request, response: Response, next: NextFunction): void => {
  const [path = '', query = ''] = request.originalUrl.split('?', 2);
  const field = decoded(path).includes(NUL)
    ? 'path'
    : query
        .split('&')
        .map((pair) => pair.split('=', 2).map((part) => decoded(part.replace(/\+/g, ' '))))
        .find((parts) => parts.some((part) => part.includes(NUL)))?.[0];
  if (field === undefined) return next();
  const message = NUL_NOT_ALLOWED[requestLanguage({ headers: request.headers })];
  response.status(400).json({ statusCode: 400, message, errors: [{ field: field.includes(NUL) ? 'query' : field, message }] });
};
