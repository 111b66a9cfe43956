import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { COUNTERS, HISTOGRAMS, type CounterName, type HistogramName, type Metrics } from '../../application/shared/metrics.port.js';

/** The shop's metrics in a Prometheus registry of their own (one per shop, so two shops in one process never mix). */
export interface PrometheusMetrics {
  readonly port: Metrics;
  readonly registry: Registry;
  /** The text exposition format (version 0.0.4) of every metric, scrape-time gauges collected now. */
  scrape(): Promise<{ readonly contentType: string; readonly body: string }>;
}

/**
 * Every counter and histogram of application/shared/metrics.port.ts, plus the process figures
 * prom-client collects (CPU, memory, heap, event-loop lag, garbage collection, open handles).
 */
export const prometheusMetrics = (): PrometheusMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counters = new Map<CounterName, Counter>();
  for (const [name, { help, labels }] of Object.entries(COUNTERS) as [CounterName, (typeof COUNTERS)[CounterName]][]) {
    counters.set(name, new Counter({ name, help, labelNames: [...labels], registers: [registry] }));
  }
  const histograms = new Map<HistogramName, Histogram>();
  for (const [name, { help, labels, buckets }] of Object.entries(HISTOGRAMS) as [HistogramName, (typeof HISTOGRAMS)[HistogramName]][]) {
    histograms.set(name, new Histogram({ name, help, labelNames: [...labels], buckets: [...buckets], registers: [registry] }));
  }
  return {
    registry,
    port: {
      count: (name, labels, by = 1) => counters.get(name)?.inc(labels, by),
      observe: (name, labels, value) => histograms.get(name)?.observe(labels, value),
    },
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
};
