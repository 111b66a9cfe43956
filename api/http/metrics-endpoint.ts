import type { NextFunction, Request, Response } from 'express';
import type { MetricsExposition } from '../../adapters/metrics/shop-metrics.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { requestLanguage } from './request-language.js';

const NOT_FOUND: LocalizedText = {
  nl: 'Deze pagina bestaat niet.',
  de: 'Diese Seite gibt es nicht.',
  fr: "Cette page n'existe pas.",
  en: 'This page does not exist.',
};

const UNAUTHORIZED: LocalizedText = {
  nl: 'Voor de metrieken is een geldig toegangstoken nodig.',
  de: 'Für die Metriken ist ein gültiges Zugriffstoken nötig.',
  fr: 'Les métriques demandent un jeton d’accès valide.',
  en: 'The metrics need a valid access token.',
};

const refuse = (request: Request, response: Response, status: 401 | 404, message: LocalizedText): void => {
  response.status(status).setHeader('Cache-Control', 'no-store');
  if (status === 401) response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
  response.json({ statusCode: status, message: message[requestLanguage(request)] });
};

/**
 * `GET /metrics` for Prometheus, outside the API (not under /api, not in the OpenAPI document,
 * not rate-limited: the guards of the API never see it). Only with `Authorization: Bearer
 * $METRICS_TOKEN`: 401 with a wrong or missing one, 404 when no token is configured (as if there
 * were no such page). Never cached anywhere (`no-store`).
 */
export const metricsEndpoint =
  (exposition: MetricsExposition | null) =>
  async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.path !== '/metrics') return next();
    if (exposition === null || (request.method !== 'GET' && request.method !== 'HEAD')) return refuse(request, response, 404, NOT_FOUND);
    if (!exposition.isScraper(request.headers.authorization)) return refuse(request, response, 401, UNAUTHORIZED);
    try {
      const { contentType, body } = await exposition.scrape();
      response.status(200).setHeader('Cache-Control', 'no-store');
      response.setHeader('Content-Type', contentType);
      response.send(body);
    } catch (error) {
      next(error);
    }
  };
