import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Shop } from '../../adapters/composition/shop.js';
import { AppModule } from '../app.module.js';
import { join } from 'node:path';
import { expressTrustProxy } from '../../adapters/config/trust-proxy.js';
import { ErrorFilter } from './error-filter.js';
import { loggableError } from '../../adapters/composition/loggable-error.js';
import { redactUrl } from './redact-url.js';
import { requestLog } from './request-log.js';
import { createMediaHandler } from '../storefront/media-handler.js';
import { placeholderHome } from '../storefront/placeholder-home.js';
import { webPages } from '../storefront/web-pages.js';
import { serverRenderer } from '../storefront/server-renderer.js';
import { pageHeads } from '../storefront/page-head.js';
import { sitemapAndRobots } from '../storefront/sitemap.js';
import { sameOriginWrites } from './same-origin.js';
import { refuseNulBytes } from './refuse-nul-bytes.js';
import { refuseMalformedEncoding } from './refuse-malformed-encoding.js';
import { redirectRules } from '../storefront/redirect-rules.js';
import { catalogueResponseCache } from './catalogue-response-cache.js';
import { mountOpenApi } from '../openapi/openapi.js';
import { createValidationPipe } from './validation-pipe.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { keptPageAnswer, serveAheadOfApp, type RequestListener } from '../storefront/kept-page-answers.js';
import { CSP_REPORT_BODY_LIMIT, CSP_REPORT_TYPES } from '../security/csp-report.js';
import { requestMetrics } from './request-metrics.js';
import { metricsEndpoint } from './metrics-endpoint.js';
import { tokenPageLimits } from '../storefront/token-page-limits.js';
import { OFFER_LINK_RATE_LIMIT } from '../offers/offers.controller.js';
import { RENTAL_LINK_RATE_LIMIT } from '../rentals/rentals.controller.js';

const JSON_BODY_LIMIT = '100kb';
/** Public reads whose 200 answers depend only on the URL and the catalogue and stock versions (products, their units, transport tables). */
const CACHED_READS = ['/api/products', '/api/transport/price'];

/** What sees every request first: the request log, and the request metrics when a scraper is configured (METRICS_TOKEN). */
const everyRequest = (shop: Shop): RequestListener => {
  const log = requestLog(shop.logger);
  if (shop.metrics.exposition === null) return log;
  const measure = requestMetrics(shop.metrics.port);
  return (request, response) => {
    log(request, response);
    measure(request, response);
  };
};

/** Builds the HTTP application (API, docs and pages) on a composed shop. Not yet listening. */
export const createHttpApp = async (shop: Shop): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forShop(shop), {
    logger: false,
    rawBody: true,
    bodyParser: false,
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  // Browsers' violation reports (POST /api/csp-reports): their own types, 16 kB at most.
  app.useBodyParser('json', { type: [...CSP_REPORT_TYPES], limit: CSP_REPORT_BODY_LIMIT });
  app.set('trust proxy', expressTrustProxy(shop.config.trustProxy));
  app.set('etag', 'strong');
  app.disable('x-powered-by');
  const site = { mode: shop.config.mode, company: shop.config.company };
  const web = webPages(shop.config.webDistDir, site, { publicUrl: shop.config.publicUrl, headFor: pageHeads(shop) }, {
    renderer: serverRenderer(shop.config.webDistDir, site),
    versions: [shop.productVersion, shop.contentVersion],
    onRenderError: (error, url) => shop.logger.warn({ err: loggableError(error), url: redactUrl(url) }, 'server rendering failed: the app shell went out'),
    cacheMaxBytes: shop.config.pageCacheMaxBytes,
    cacheCounts: {
      hit: () => shop.metrics.port.count('shop_page_cache_requests_total', { result: 'hit' }),
      miss: () => shop.metrics.port.count('shop_page_cache_requests_total', { result: 'miss' }),
    },
  });
  const redirectFor = (path: string) => shop.redirects.resolve(path);
  // Kept page answers ahead of the app, kept API reads first in it: the rest of the chain runs only for the first answer of a URL.
  serveAheadOfApp(app.getHttpServer(), { onRequest: everyRequest(shop), answer: web === null ? null : keptPageAnswer(web.keptPage, redirectFor) });
  // GET /metrics first: no cache, no rate limit, no API route (docs/operations.md).
  app.use(metricsEndpoint(shop.metrics.exposition));
  app.use(catalogueResponseCache(shop.productVersion, CACHED_READS));
  app.use(contentSecurityPolicy(web?.styleHashes ?? []));
  app.use(compression());
  app.use(refuseNulBytes);
  app.use(refuseMalformedEncoding);
  app.use(sameOriginWrites(shop.config.publicUrl));
  app.use(redirectRules(redirectFor));
  app.use(sitemapAndRobots(shop));
  if (web === null) app.use(placeholderHome);
  else
    app.use(
      web.assets,
      tokenPageLimits(shop.requestLimiter, [
        { section: 'offer', perMinute: OFFER_LINK_RATE_LIMIT },
        { section: 'rental', perMinute: RENTAL_LINK_RATE_LIMIT },
      ]),
      web.pages,
    );
  app.use('/media', createMediaHandler(shop.files, join(shop.config.dataDir, 'cache')));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter(shop.logger));
  mountOpenApi(app);
  return app;
};
