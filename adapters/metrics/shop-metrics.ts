import { createHash, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NO_METRICS, type Metrics } from '../../application/shared/metrics.port.js';
import { registerDatabaseGauges } from './database-gauges.js';
import { prometheusMetrics } from './prometheus-metrics.js';

/** GET /metrics: who may scrape, and the scrape. */
export interface MetricsExposition {
  /** Whether an Authorization header carries the configured bearer token (compared in constant time). */
  isScraper(authorization: string | undefined): boolean;
  scrape(): Promise<{ readonly contentType: string; readonly body: string }>;
}

/** The shop's metrics: the port the use cases count through, and the exposition when a scraper is configured. */
export interface ShopMetrics {
  readonly port: Metrics;
  /** null when METRICS_TOKEN is not set: nothing is counted and /metrics answers 404. */
  readonly exposition: MetricsExposition | null;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** `Bearer <token>` (the scheme in any case, RFC 6750); the token compared by its digest so its length leaks nothing either. */
export const bearerTokenMatches = (authorization: string | undefined, token: string): boolean => {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  const given = match?.[1];
  // A digest is compared even without a token, so a missing header costs the same time as a wrong one.
  return timingSafeEqual(digest(given ?? ''), digest(token)) && given !== undefined;
};

/**
 * With METRICS_TOKEN set: prom-client counters and histograms, the process figures and the
 * database gauges read at scrape time. Without it: counts nothing (NO_METRICS) and exposes nothing.
 */
export const buildShopMetrics = (token: string | null, dataSource: DataSource): ShopMetrics => {
  if (token === null) return { port: NO_METRICS, exposition: null };
  const prometheus = prometheusMetrics();
  registerDatabaseGauges(prometheus.registry, dataSource);
  return {
    port: prometheus.port,
    exposition: { isScraper: (authorization) => bearerTokenMatches(authorization, token), scrape: prometheus.scrape },
  };
};
