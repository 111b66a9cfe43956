import type { NextFunction, Request, Response } from 'express';
import type { LocalizedText } from '../../domain/shared/language.js';
import { percentDecoded } from './percent-decoding.js';
import { requestLanguage } from './request-language.js';

export const MALFORMED_ENCODING: LocalizedText = {
  nl: 'Het adres bevat een ongeldige procentcodering.',
  de: 'Die Adresse enthält eine ungültige Prozent-Kodierung.',
  fr: "L'adresse contient un encodage en pourcentage non valide.",
  en: 'The address contains an invalid percent-encoding.',
};

/** A query parameter's part as a form decodes it (`+` is a space). */
const queryPart = (text: string): string | null => percentDecoded(text.replace(/\+/g, ' '));

/**
 * The part of a URL (path and query, as sent) that cannot be percent-decoded: `path`, a query
 * parameter's name (as sent when the name itself is broken), or null when every part decodes.
 */
export const malformedUrlPart = (url: string): string | null => {
  const at = url.indexOf('?');
  if (percentDecoded(at < 0 ? url : url.slice(0, at)) === null) return 'path';
  if (at < 0) return null;
  for (const pair of url.slice(at + 1).split('&')) {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = queryPart(rawName);
    if (name === null) return rawName;
    if (equals >= 0 && queryPart(pair.slice(equals + 1)) === null) return name;
  }
  return null;
};

/**
 * An API request whose path or query cannot be percent-decoded answers 400 naming the part, in
 * the request's language, before routing (Express would answer its own English 400 for a route
 * parameter, and hand a broken query value on as text). Pages go on: a broken page path is the
 * 404 page, a broken query parameter one the page does not read.
 */
export const refuseMalformedEncoding = (request: Request, response: Response, next: NextFunction): void => {
  const path = request.originalUrl.split('?', 1)[0] ?? '';
  if (!/^\/api(\/|$)/.test(path)) return next();
  const field = malformedUrlPart(request.originalUrl);
  if (field === null) return next();
  const message = MALFORMED_ENCODING[requestLanguage({ headers: request.headers, query: request.query })];
  response.status(400).json({ statusCode: 400, message, errors: [{ field, message }] });
};
