/**
 * The pure parts of the paced load generator (bench/paced-load.ts): when each
 * request is due, and the percentiles of the latencies measured from those
 * due times.
 */

/** Milliseconds after the start at which request `index` (from 0) is due: evenly spaced, `ratePerSecond` a second. */
export const dueAtMs = (index: number, ratePerSecond: number): number => {
  if (!(ratePerSecond > 0) || !Number.isFinite(ratePerSecond)) throw new Error(`the rate must be a positive number, not ${ratePerSecond}`);
  if (!Number.isInteger(index) || index < 0) throw new Error(`a request index is a whole number from 0, not ${index}`);
  return (index * 1000) / ratePerSecond;
};

/** How many requests of `count` (the next being `next`) are due `elapsedMs` after the start. */
export const dueCount = (next: number, count: number, elapsedMs: number, ratePerSecond: number): number => {
  let due = next;
  while (due < count && dueAtMs(due, ratePerSecond) <= elapsedMs) due += 1;
  return due - next;
};

/** The nearest-rank percentile (0 < p ≤ 100) of values sorted ascending: the smallest value with at least p % of values at or below it. */
export const percentile = (sortedAscending: readonly number[], p: number): number => {
  if (!(p > 0 && p <= 100)) throw new Error(`a percentile lies in (0, 100], not ${p}`);
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  const value = sortedAscending[rank - 1];
  if (value === undefined) throw new Error('no latencies to take a percentile of');
  return value;
};

export interface LatencySummary {
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** p50 and p99 of latencies in any order, to a tenth of a millisecond. */
export const summariseLatencies = (latenciesMs: readonly number[]): LatencySummary => {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const tenth = (value: number): number => Math.round(value * 10) / 10;
  return { p50Ms: tenth(percentile(sorted, 50)), p99Ms: tenth(percentile(sorted, 99)) };
};
