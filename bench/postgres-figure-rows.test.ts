import { describe, expect, it } from '@jest/globals';
import type { Measurement } from './measure.js';
import { postgresFigureRows, type PostgresLine, type PostgresLineKind } from './postgres-figure-rows.js';

const measurement = (requestsPerSecond: number, p99Ms: number): Measurement => ({ label: '', requestsPerSecond, p50Ms: 4, p99Ms, errors: 0, non2xx: 0, statuses: '2xx 10', serverCpuMsPerAnswer: null });
const line = (kind: PostgresLineKind, requestsPerSecond: number, p99Ms: number, paced?: { rate: number; runs: number[] }): PostgresLine => ({
  instances: 1,
  kind,
  measurement: measurement(requestsPerSecond, p99Ms),
  statements: 4,
  ...(paced === undefined ? {} : { ratePerSecond: paced.rate, runP99Ms: paced.runs }),
});

describe('postgresFigureRows', () => {
  it("judges an order target on the capacity line and the paced line's median p99, naming each run's p99", () => {
    const rows = postgresFigureRows([line('order-reserving', 436, 166), line('order-reserving', 300, 38.5, { rate: 300, runs: [49.9, 29.4, 24.4, 79.2, 38.5] })]);
    expect(rows).toEqual([
      {
        id: 'place-order-reserving-unit',
        what: 'place order on PostgreSQL, one instance, every order reserving a container unit',
        target: '≥ 300 a second with p99 ≤ 150 ms',
        figure: 'capacity 436/s; sent at 300/s: p99 38.5 ms (median of 5 runs: 49.9 / 29.4 / 24.4 / 79.2 / 38.5); 4 SQL statements a request',
        met: true,
      },
    ]);
  });

  it('misses the target when the capacity is below the rate or the paced p99 above its limit', () => {
    expect(postgresFigureRows([line('add-to-cart', 399, 90), line('add-to-cart', 400, 20, { rate: 400, runs: [20] })])[0]?.met).toBe(false);
    expect(postgresFigureRows([line('add-to-cart', 812, 106), line('add-to-cart', 400, 100.1, { rate: 400, runs: [100.1] })])[0]?.met).toBe(false);
  });
});
