import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { belgianDay, belgianDayStart } from './belgian-day.js';

const DAY_MS = 86_400_000;
const anyDay = fc.integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS }).map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const anyInstant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 11, 31) }).map((ms) => new Date(ms));

describe('belgianDayStart', () => {
  it('is the first instant of that day in Brussels: the instant before it is still the day before', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const start = belgianDayStart(day);
        expect(belgianDay(start)).toBe(day);
        expect(belgianDay(new Date(start.getTime() - 1)) < day).toBe(true);
      }),
    );
  });

  it('starts the day of any instant at or before it, less than a day before', () => {
    fc.assert(
      fc.property(anyInstant, (instant) => {
        const start = belgianDayStart(belgianDay(instant)).getTime();
        expect(start).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - start).toBeLessThan(DAY_MS);
      }),
    );
  });

  it('knows winter and summer time, and the days the clocks change', () => {
    expect(belgianDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(belgianDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(belgianDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(belgianDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(belgianDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(belgianDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
