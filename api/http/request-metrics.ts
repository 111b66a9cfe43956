import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '../../application/shared/metrics.port.js';
import { routeLabelOfPath } from './route-label.js';

/** How many paths' API routes are remembered (for the kept answers sent without routing). */
const MAX_LEARNED_PATHS = 5_000;

/** The route pattern Express matched (`/api/products/:slug`), set on the request once routed; null when no route answered. */
const matchedRoute = (request: IncomingMessage): string | null => {
  const { route, baseUrl } = request as IncomingMessage & { readonly route?: { readonly path?: unknown }; readonly baseUrl?: unknown };
  const path = route?.path;
  if (typeof path !== 'string') return null;
  return `${typeof baseUrl === 'string' ? baseUrl : ''}${path}`;
};

/**
 * Times every request the HTTP server receives, the kept pages answered ahead of Express
 * included (it runs first, beside the request log), into `shop_http_request_duration_seconds`
 * by method, route pattern and status. The route is the pattern of the API route that answered;
 * a kept API read (sent again without routing, api/http/catalogue-response-cache.ts) takes the
 * pattern its path was answered by before; anything else a label from its path's kind
 * (`routeLabelOfPath`). A request whose client went away before the last byte counts with
 * status `aborted`.
 */
export const requestMetrics = (metrics: Metrics) => {
  const learned = new Map<string, string>();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = process.hrtime.bigint();
    const url = request.url ?? '/';
    response.once('close', () => {
      const at = url.indexOf('?');
      const path = at < 0 ? url : url.slice(0, at);
      const routed = matchedRoute(request);
      if (routed !== null && !learned.has(path)) {
        if (learned.size >= MAX_LEARNED_PATHS) learned.clear();
        learned.set(path, routed);
      }
      const route = routed ?? learned.get(path) ?? routeLabelOfPath(path);
      const status = response.writableFinished ? String(response.statusCode) : 'aborted';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe('shop_http_request_duration_seconds', { method: request.method ?? 'GET', route, status }, seconds);
    });
  };
};
