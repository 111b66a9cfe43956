import { describe, expect, it } from '@jest/globals';
import { dueAtMs, dueCount, percentile, summariseLatencies } from './paced-schedule.js';

describe('dueAtMs', () => {
  it('spreads the requests evenly over each second instead of sending a second at once', () => {
    expect([0, 1, 2, 3, 400].map((index) => dueAtMs(index, 400))).toEqual([0, 2.5, 5, 7.5, 1000]);
    expect(dueAtMs(299, 300)).toBeCloseTo(996.67, 2);
  });

  it('refuses a rate or an index that names no schedule', () => {
    expect(() => dueAtMs(1, 0)).toThrow('positive');
    expect(() => dueAtMs(1, Number.POSITIVE_INFINITY)).toThrow('positive');
    expect(() => dueAtMs(-1, 10)).toThrow('whole number');
    expect(() => dueAtMs(1.5, 10)).toThrow('whole number');
  });
});

describe('dueCount', () => {
  it('counts the requests due by now, never past the end', () => {
    // At 100/s one request is due every 10 ms: at 25 ms requests 0, 1 and 2 are due.
    expect(dueCount(0, 1000, 25, 100)).toBe(3);
    expect(dueCount(3, 1000, 25, 100)).toBe(0);
    expect(dueCount(3, 1000, 30, 100)).toBe(1);
    expect(dueCount(0, 2, 10_000, 100)).toBe(2);
  });

  it('catches up at once on requests a late timer let slip', () => {
    expect(dueCount(1, 1000, 95, 100)).toBe(9);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it('lets the slowest one in a hundred show in the p99 of a thousand', () => {
    const latencies = Array.from({ length: 1000 }, (_, index) => (index >= 985 ? 300 : 10));
    expect(percentile(latencies, 99)).toBe(300);
  });

  it('refuses an empty list and a percentile out of range', () => {
    expect(() => percentile([], 50)).toThrow('no latencies');
    expect(() => percentile(hundred, 0)).toThrow('(0, 100]');
    expect(() => percentile(hundred, 101)).toThrow('(0, 100]');
  });
});

describe('summariseLatencies', () => {
  it('sorts before it ranks and rounds to a tenth of a millisecond', () => {
    const latencies = [...Array.from({ length: 98 }, () => 4.04), 250.26, 1.5].reverse();
    expect(summariseLatencies(latencies)).toEqual({ p50Ms: 4, p99Ms: 4 });
    expect(summariseLatencies([...latencies, 260, 270])).toEqual({ p50Ms: 4, p99Ms: 260 });
  });
});
