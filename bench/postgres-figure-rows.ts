import { count, range } from './figure-text.js';
import type { FigureRow } from './figures-table.js';
import type { Measurement } from './measure.js';

/** Which request a PostgreSQL line measures. */
export type PostgresLineKind = 'transport-price' | 'listing' | 'add-to-cart' | 'order-hand-set' | 'order-reserving';

export interface PostgresLine {
  readonly instances: number;
  readonly kind: PostgresLineKind;
  /** Offered at this rate by the paced generator; absent for a line sent as fast as the shop answers (its capacity). */
  readonly ratePerSecond?: number;
  /** A paced line is the median of several runs: each run's p99. */
  readonly runP99Ms?: readonly number[];
  readonly measurement: Measurement;
  readonly statements: number;
}

/** The targets of one instance on PostgreSQL: a rate the shop must take with a p99 under it. */
const WRITE_TARGETS: readonly { readonly kind: PostgresLineKind; readonly id: string; readonly what: string; readonly perSecond: number; readonly p99Ms: number }[] = [
  { kind: 'add-to-cart', id: 'add-to-cart', what: 'add to cart on PostgreSQL, one instance', perSecond: 400, p99Ms: 100 },
  { kind: 'order-hand-set', id: 'place-order', what: 'place order (bank transfer) on PostgreSQL, one instance, a product without units (hand-set stock)', perSecond: 300, p99Ms: 150 },
  { kind: 'order-reserving', id: 'place-order-reserving-unit', what: 'place order on PostgreSQL, one instance, every order reserving a container unit', perSecond: 300, p99Ms: 150 },
];
const READ_P99_MS = 30;

const clean = (measurement: Measurement): boolean => measurement.errors === 0 && measurement.non2xx === 0;

/** The postgres-bench runner's rows of the current figures. */
export const postgresFigureRows = (lines: readonly PostgresLine[]): FigureRow[] => {
  const one = lines.filter((line) => line.instances === 1);
  const reads = one.filter((line) => line.kind === 'transport-price' || line.kind === 'listing');
  const writes = WRITE_TARGETS.flatMap(({ kind, id, what, perSecond, p99Ms }): FigureRow[] => {
    const capacity = one.find((line) => line.kind === kind && line.ratePerSecond === undefined);
    const paced = one.find((line) => line.kind === kind && line.ratePerSecond !== undefined);
    if (capacity === undefined || paced === undefined) return [];
    const runs = paced.runP99Ms === undefined ? '' : ` (median of ${paced.runP99Ms.length} runs: ${paced.runP99Ms.join(' / ')})`;
    return [
      {
        id,
        what,
        target: `≥ ${perSecond} a second with p99 ≤ ${p99Ms} ms`,
        figure: `capacity ${count(capacity.measurement.requestsPerSecond)}/s; sent at ${paced.ratePerSecond}/s: p99 ${paced.measurement.p99Ms} ms${runs}; ${paced.statements} SQL statements a request`,
        met: capacity.measurement.requestsPerSecond >= perSecond && paced.measurement.p99Ms <= p99Ms && clean(paced.measurement) && clean(capacity.measurement),
      },
    ];
  });
  const two = lines.filter((line) => line.instances === 2);
  const capacityOf = (kind: PostgresLineKind): string => {
    const line = two.find((candidate) => candidate.kind === kind);
    return line === undefined ? '—' : `${count(line.measurement.requestsPerSecond)}/s`;
  };
  return [
    ...(reads.length === 0
      ? []
      : [
          {
            id: 'reads',
            what: 'reads on PostgreSQL, one instance: transport price, catalogue list',
            target: `p99 ≤ ${READ_P99_MS} ms`,
            figure: `${reads.map((line) => `${count(line.measurement.requestsPerSecond)} req/s`).join(', ')}; p99 ${range(reads.map((line) => line.measurement.p99Ms))} ms`,
            met: reads.every((line) => line.measurement.p99Ms <= READ_P99_MS && clean(line.measurement)),
          },
        ]),
    ...writes,
    ...(two.length === 0
      ? []
      : [
          {
            id: 'two-instances',
            what: 'two instances on one PostgreSQL behind a loopback balancer (capacity; they share the two cores)',
            target: '',
            figure: `transport price ${capacityOf('transport-price')}, list ${capacityOf('listing')}, add to cart ${capacityOf('add-to-cart')}, orders ${capacityOf('order-hand-set')} (hand-set stock) and ${capacityOf('order-reserving')} (reserving a unit)`,
            met: null,
          },
        ]),
  ];
};
