/**
 * What the shop counts for its operators (GET /metrics, docs/operations.md). Each counter and
 * histogram is declared once here with its help text and label names; application code counts
 * through the small `Metrics` port, and the Prometheus adapter (adapters/metrics/) registers
 * exactly these. Label values are always from a fixed set (a route pattern, an outcome), never
 * raw input, so the number of series stays bounded.
 */
export const COUNTERS = {
  shop_orders_placed_total: { help: 'Orders placed (acknowledged with 201), by payment method.', labels: ['payment_method'] },
  shop_orders_paid_total: { help: 'Orders that became paid: by the payment provider (online) or marked paid by an admin (bank transfer).', labels: ['via'] },
  shop_invoices_issued_total: { help: 'Invoices and credit notes issued (each one number of its gapless series).', labels: ['kind'] },
  shop_email_deliveries_total: {
    help: 'Outbox delivery attempts by outcome: sent, retry (failed, tried again later), fallback (refused, its fallback queued), dead (given up).',
    labels: ['outcome'],
  },
  shop_peppol_deliveries_total: { help: 'Invoices handed to the Peppol network (or its offline folder), by outcome: sent or failed (retried later).', labels: ['outcome'] },
  shop_vies_calls_total: {
    help: 'VAT-number checks that went to VIES (past the day-long cache), by registry (ec, offline) and outcome (confirmed, not_registered, unavailable).',
    labels: ['registry', 'outcome'],
  },
  shop_payment_provider_calls_total: {
    help: 'Calls to the payment provider (stripe or the simulated checkout): checkout sessions created (ok, error) and webhook deliveries verified (ok, refused).',
    labels: ['provider', 'operation', 'outcome'],
  },
  shop_page_cache_requests_total: { help: 'Server-rendered storefront pages asked of the page cache: hit (a kept answer sent) or miss (rendered now).', labels: ['result'] },
} as const satisfies Readonly<Record<string, { readonly help: string; readonly labels: readonly string[] }>>;

export const HISTOGRAMS = {
  shop_http_request_duration_seconds: {
    help: 'HTTP requests by method, route pattern (never the raw path) and status, with their time from arrival to the last byte; its _count is the number of requests.',
    labels: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  },
} as const satisfies Readonly<Record<string, { readonly help: string; readonly labels: readonly string[]; readonly buckets: readonly number[] }>>;

export type CounterName = keyof typeof COUNTERS;
export type HistogramName = keyof typeof HISTOGRAMS;

/** The labels a metric takes, each by name. */
export type CounterLabels<Name extends CounterName> = Readonly<Record<(typeof COUNTERS)[Name]['labels'][number], string>>;
export type HistogramLabels<Name extends HistogramName> = Readonly<Record<(typeof HISTOGRAMS)[Name]['labels'][number], string>>;

export interface Metrics {
  /** Adds `by` (1 unless given) to a counter. */
  count<Name extends CounterName>(name: Name, labels: CounterLabels<Name>, by?: number): void;
  /** Records one observation (seconds for durations). */
  observe<Name extends HistogramName>(name: Name, labels: HistogramLabels<Name>, value: number): void;
}

/** Counts nothing: the default wherever no metrics are wanted (use-case tests, tools). */
export const NO_METRICS: Metrics = { count: () => undefined, observe: () => undefined };
