import type { CounterName, HistogramName, Metrics } from './metrics.port.js';

/** A `Metrics` that keeps its counts in memory: what a use-case test reads back. */
export interface InMemoryMetrics extends Metrics {
  /** The counter's total for exactly these labels (0 when never counted). */
  counted(name: CounterName, labels: Readonly<Record<string, string>>): number;
  /** The values observed for exactly these labels, in order. */
  observed(name: HistogramName, labels: Readonly<Record<string, string>>): readonly number[];
}

const keyOf = (name: string, labels: Readonly<Record<string, string>>): string =>
  `${name}${JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;

export const inMemoryMetrics = (): InMemoryMetrics => {
  const counts = new Map<string, number>();
  const observations = new Map<string, number[]>();
  return {
    count: (name, labels, by = 1) => {
      const key = keyOf(name, labels);
      counts.set(key, (counts.get(key) ?? 0) + by);
    },
    observe: (name, labels, value) => {
      const key = keyOf(name, labels);
      observations.set(key, [...(observations.get(key) ?? []), value]);
    },
    counted: (name, labels) => counts.get(keyOf(name, labels)) ?? 0,
    observed: (name, labels) => observations.get(keyOf(name, labels)) ?? [],
  };
};
