import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDeliveryDay, anyLeadDays, anyOffset } from '../../test/arbitraries/rental.arbitraries.js';
import { belgianDay, belgianDayStart } from '../shared/belgian-day.js';
import { addDays, daysBetween } from './rental-days.js';
import {
  invoiceDayOf,
  nextInvoiceDay,
  paymentDueDate,
  periodIndexOfDay,
  periodsDue,
  RENTAL_PERIOD_DAYS,
  scheduledPeriod,
  wholePeriod,
  type RentalSchedule,
} from './rental-periods.js';

const HOUR_MS = 3_600_000;

/** Runs the billing on each day of `runDays` in turn, as the daily sweep does: answers every period invoiced, in order. */
const bill = (schedule: RentalSchedule, runDays: readonly string[], leadDays: number): number[] => {
  const invoiced: number[] = [];
  let next = 2;
  for (const day of runDays) {
    for (const period of periodsDue(schedule, next, day, leadDays)) {
      invoiced.push(period.index);
      next = period.index + 1;
    }
  }
  return invoiced;
};

describe('rental periods', () => {
  it('tile the rent: each period starts the day the one before ends, 30 Belgian calendar days each, across month ends, leap years and clock changes', () => {
    fc.assert(
      fc.property(anyDeliveryDay, fc.integer({ min: 1, max: 40 }), (delivery, count) => {
        const periods = Array.from({ length: count }, (_, offset) => wholePeriod(delivery, offset + 1));
        expect(periods[0]?.start).toBe(delivery);
        periods.forEach((period, offset) => {
          expect(period.days).toBe(RENTAL_PERIOD_DAYS);
          expect(daysBetween(period.start, period.end)).toBe(RENTAL_PERIOD_DAYS);
          const following = periods[offset + 1];
          if (following !== undefined) expect(following.start).toBe(period.end);
          // In Brussels time the period is 30 days of 24 hours, give or take the hour the clocks moved.
          const hours = (belgianDayStart(period.end).getTime() - belgianDayStart(period.start).getTime()) / HOUR_MS;
          expect(Math.abs(hours - RENTAL_PERIOD_DAYS * 24)).toBeLessThanOrEqual(1);
          expect(belgianDay(belgianDayStart(period.start))).toBe(period.start);
        });
        expect(daysBetween(delivery, periods.at(-1)?.end ?? delivery)).toBe(count * RENTAL_PERIOD_DAYS);
      }),
      { numRuns: 200 },
    );
  });

  it('put every day of the rent in exactly one period: no day billed twice or missed', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyOffset(3 * 365), (delivery, offset) => {
        const day = addDays(delivery, offset);
        const containing = Array.from({ length: 40 }, (_, offsetIndex) => wholePeriod(delivery, offsetIndex + 1))
          .filter((period) => period.start <= day && day < period.end);
        expect(containing).toHaveLength(1);
        expect(containing[0]?.index).toBe(periodIndexOfDay(delivery, day));
      }),
      { numRuns: 500 },
    );
  });

  it('are invoiced once each by daily runs, whatever days the runs happen on, missed days caught up, in order and without a gap', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyLeadDays, fc.array(anyOffset(400), { minLength: 1, maxLength: 30 }), (delivery, lead, offsets) => {
        const schedule = { delivery, pickup: null };
        const runDays = offsets.map((offset) => addDays(delivery, offset - 30));
        const invoiced = bill(schedule, runDays, lead);
        const lastRun = runDays.reduce((latest, day) => (day > latest ? day : latest));
        // Exactly the periods after the first whose invoice day has come by the latest run.
        const expected: number[] = [];
        for (let index = 2; invoiceDayOf(wholePeriod(delivery, index), lead) <= lastRun; index += 1) expected.push(index);
        expect(invoiced).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same invoices to one run as to a run on every day up to it (running twice, or late, changes nothing)', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyLeadDays, anyOffset(300), (delivery, lead, offset) => {
        const schedule = { delivery, pickup: null };
        const last = addDays(delivery, offset);
        const everyDay = Array.from({ length: offset + 1 }, (_, day) => addDays(delivery, day));
        expect(bill(schedule, [last, last], lead)).toEqual(bill(schedule, everyDay, lead));
      }),
      { numRuns: 100 },
    );
  });

  it('never invoices a period that starts on or after the pick-up day, and always the one the pick-up day falls in', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyLeadDays, anyOffset(300), (delivery, lead, pickupOffset) => {
        const pickup = addDays(delivery, pickupOffset);
        const schedule = { delivery, pickup };
        const invoiced = periodsDue(schedule, 2, addDays(pickup, 400), lead);
        for (const period of invoiced) expect(period.start < pickup).toBe(true);
        const lastIndex = invoiced.at(-1)?.index ?? 1;
        expect(addDays(delivery, lastIndex * RENTAL_PERIOD_DAYS) >= pickup).toBe(true);
        expect(scheduledPeriod(schedule, lastIndex + 1)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("name the next invoice day: the run on that day invoices the next period, the run the day before does not", () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyLeadDays, fc.integer({ min: 2, max: 30 }), (delivery, lead, next) => {
        const schedule = { delivery, pickup: null };
        const day = nextInvoiceDay(schedule, next, lead);
        expect(day).not.toBeNull();
        expect(periodsDue(schedule, next, day ?? '', lead).map((period) => period.index)).toEqual([next]);
        expect(periodsDue(schedule, next, addDays(day ?? '', -1), lead)).toEqual([]);
      }),
    );
  });

  it('are due on their first day, and never sooner than the payment term after the invoice', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyLeadDays, fc.integer({ min: -60, max: 60 }), (start, term, issueShift) => {
        const issued = addDays(start, issueShift);
        const due = paymentDueDate(start, issued, term);
        expect(due >= start).toBe(true);
        expect(daysBetween(issued, due)).toBeGreaterThanOrEqual(term);
        if (issueShift === -term) expect(due).toBe(start);
      }),
    );
  });

  it('pins the spec: delivered 31 January 2028 (a leap year), period 2 runs 1 March to 30 March, invoiced 23 February', () => {
    const period = wholePeriod('2028-01-31', 2);
    expect(period).toEqual({ index: 2, start: '2028-03-01', end: '2028-03-31', days: 30 });
    expect(invoiceDayOf(period, 7)).toBe('2028-02-23');
    expect(wholePeriod('2026-03-01', 1).end).toBe('2026-03-31');
    // Over the night the clocks go forward (29 March 2026) and back (25 October 2026): still whole days.
    expect(wholePeriod('2026-03-15', 1).end).toBe('2026-04-14');
    expect(wholePeriod('2026-10-10', 1).end).toBe('2026-11-09');
  });
});
