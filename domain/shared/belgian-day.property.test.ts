import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { belgianDay, belgianDayStart } from './belgian-day.js';

const DAY_MS = 86_400_000;
const anyDay = fc.integer({ min: Date.UTC(1996, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS }).map((days) => new Date(days * DAY_MS).toISOString().slice(0, 10));
const anyInstant = fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2100, 11, 31) }).map((ms) => new Date(ms));
/** The time-zone database's answer, the oracle the summer-time rule is checked against. */
const TZ_DATABASE_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });

describe('belgianDay', () => {
  it("is the day Brussels's clock shows, as the time-zone database knows it (EU summer time since 1996)", () => {
    fc.assert(fc.property(anyInstant, (instant) => expect(belgianDay(instant)).toBe(TZ_DATABASE_DAY.format(instant))), { numRuns: 2000 });
  });

  it('turns at Brussels midnight, one hour ahead of UTC in winter and two in summer', () => {
    expect(belgianDay(new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    expect(belgianDay(new Date('2026-11-26T23:00:00Z'))).toBe('2026-11-27');
    expect(belgianDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(belgianDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
    expect(belgianDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the clocks on the nights they change (last Sundays of March and October, 01:00 UTC)', () => {
    const hours = (from: string, count: number) => Array.from({ length: count }, (_, hour) => new Date(Date.parse(from) + hour * 3_600_000));
    for (const instant of [...hours('2026-03-28T20:00:00Z', 8), ...hours('2026-03-29T20:00:00Z', 8), ...hours('2026-10-24T20:00:00Z', 8), ...hours('2026-10-25T20:00:00Z', 8)]) {
      expect(belgianDay(instant)).toBe(TZ_DATABASE_DAY.format(instant));
    }
  });
});

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
