import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDeliveryDay, anyOffset } from '../../test/arbitraries/rental.arbitraries.js';
import { addDays, daysBetween } from './rental-days.js';
import { MINIMUM_RENTAL_PERIOD_DAYS, periodsDue, RENTAL_PERIOD_DAYS } from './rental-periods.js';
import { settleRental } from './rental-settlement.js';

/** A settlement as the billing would have left the contract: periods invoiced whole up to some day. */
const anyRent = fc.record({
  delivery: anyDeliveryDay,
  pickupOffset: anyOffset(400),
  invoicedPeriods: fc.integer({ min: 1, max: 16 }),
});

describe('settling a rent at pick-up', () => {
  it('charges exactly the days from delivery to pick-up, never under the 30-day minimum: invoiced, plus invoiced now, less credited', () => {
    fc.assert(
      fc.property(anyRent, ({ delivery, pickupOffset, invoicedPeriods }) => {
        const pickup = addDays(delivery, pickupOffset);
        const settlement = settleRental(delivery, pickup, invoicedPeriods);
        const invoicedNow = settlement.invoice.reduce((sum, period) => sum + period.days, 0);
        const credited = settlement.credit.reduce((sum, credit) => sum + credit.days, 0);
        expect(invoicedPeriods * RENTAL_PERIOD_DAYS + invoicedNow - credited).toBe(Math.max(pickupOffset, MINIMUM_RENTAL_PERIOD_DAYS));
        expect(settlement.usedDays).toBe(Math.max(pickupOffset, MINIMUM_RENTAL_PERIOD_DAYS));
      }),
      { numRuns: 1000 },
    );
  });

  it('either invoices the periods not invoiced yet (the last prorated per day) or credits unused days, never both, never period 1', () => {
    fc.assert(
      fc.property(anyRent, ({ delivery, pickupOffset, invoicedPeriods }) => {
        const settlement = settleRental(delivery, addDays(delivery, pickupOffset), invoicedPeriods);
        expect(settlement.invoice.length === 0 || settlement.credit.length === 0).toBe(true);
        for (const credit of settlement.credit) {
          expect(credit.index).toBeGreaterThan(1);
          expect(credit.index).toBeLessThanOrEqual(invoicedPeriods);
          expect(credit.days).toBeGreaterThan(0);
          expect(credit.days).toBeLessThanOrEqual(RENTAL_PERIOD_DAYS);
        }
        settlement.invoice.forEach((period, position) => {
          expect(period.index).toBe(invoicedPeriods + 1 + position);
          expect(period.days).toBeGreaterThan(0);
          expect(daysBetween(period.start, period.end)).toBe(period.days);
          // All but the last are whole.
          if (position < settlement.invoice.length - 1) expect(period.days).toBe(RENTAL_PERIOD_DAYS);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('after billing by the schedule up to the notice pick-up day, settles that day with at most one credit note and no invoice', () => {
    fc.assert(
      fc.property(anyDeliveryDay, anyOffset(400), fc.integer({ min: 0, max: 29 }), (delivery, pickupOffset, lead) => {
        const pickup = addDays(delivery, pickupOffset);
        const invoiced = 1 + periodsDue({ delivery, pickup }, 2, pickup, lead).length;
        const settlement = settleRental(delivery, pickup, invoiced);
        expect(settlement.invoice).toEqual([]);
        expect(settlement.credit.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('pins examples: picked up on day 45 with two periods invoiced gives 15 days back; on day 75 with two invoiced, 15 more days invoiced; on day 10, nothing', () => {
    expect(settleRental('2026-01-01', '2026-02-15', 2)).toEqual({ usedDays: 45, invoice: [], credit: [{ index: 2, from: '2026-02-15', days: 15 }] });
    expect(settleRental('2026-01-01', '2026-03-17', 2)).toEqual({ usedDays: 75, invoice: [{ index: 3, start: '2026-03-02', end: '2026-03-17', days: 15 }], credit: [] });
    expect(settleRental('2026-01-01', '2026-01-11', 1)).toEqual({ usedDays: 30, invoice: [], credit: [] });
    expect(settleRental('2026-01-01', '2026-01-11', 2)).toEqual({ usedDays: 30, invoice: [], credit: [{ index: 2, from: '2026-01-31', days: 30 }] });
  });
});
