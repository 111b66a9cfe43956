import type { Cents } from '../shared/money.js';
import { addDays, daysBetween, laterDay } from './rental-days.js';
import { MINIMUM_RENTAL_PERIOD_DAYS, periodStart, RENTAL_PERIOD_DAYS, type RentalPeriod } from './rental-periods.js';

/** Unused days of a period invoiced whole, given back by a credit note on that period's invoice. */
export interface RentalCredit {
  readonly index: number;
  /** The first unused day. */
  readonly from: string;
  readonly days: number;
}

/** What a confirmed pick-up leaves to settle. */
export interface RentalSettlement {
  /** Days charged in all: from delivery to the pick-up day, never under the minimum. */
  readonly usedDays: number;
  /** Periods not invoiced yet that the rent reached: invoiced now, the last one per day up to the pick-up day. */
  readonly invoice: readonly RentalPeriod[];
  /** Periods invoiced (whole) beyond the end of use: a credit note each for the days not used. */
  readonly credit: readonly RentalCredit[];
}

/**
 * Settles a rent picked up on `pickup` whose periods 1 … `invoicedPeriods` were invoiced whole
 * (period 1 with the order). The days charged are `pickup − delivery`, at least the 30-day
 * minimum: periods beyond the invoiced ones are invoiced up to that day (the last one prorated
 * per day), and invoiced days beyond it are credited. The invoiced days, plus the days invoiced
 * now, less the days credited, are exactly the days charged.
 */
export const settleRental = (delivery: string, pickup: string, invoicedPeriods: number): RentalSettlement => {
  if (!Number.isSafeInteger(invoicedPeriods) || invoicedPeriods < 1) throw new RangeError(`period 1 is always invoiced, got ${invoicedPeriods} periods`);
  const usedDays = Math.max(daysBetween(delivery, pickup), MINIMUM_RENTAL_PERIOD_DAYS);
  const usedEnd = addDays(delivery, usedDays);
  const invoicedEnd = addDays(delivery, invoicedPeriods * RENTAL_PERIOD_DAYS);
  const invoice: RentalPeriod[] = [];
  for (let index = invoicedPeriods + 1; periodStart(delivery, index) < usedEnd; index += 1) {
    const start = periodStart(delivery, index);
    const wholeEnd = addDays(start, RENTAL_PERIOD_DAYS);
    const end = wholeEnd < usedEnd ? wholeEnd : usedEnd;
    invoice.push({ index, start, end, days: daysBetween(start, end) });
  }
  const credit: RentalCredit[] = [];
  for (let index = 1; index <= invoicedPeriods; index += 1) {
    const start = periodStart(delivery, index);
    const end = addDays(start, RENTAL_PERIOD_DAYS);
    if (end <= usedEnd) continue;
    const from = laterDay(start, usedEnd);
    credit.push({ index, from, days: daysBetween(from, end) });
  }
  if (invoicedEnd < usedEnd && credit.length > 0) throw new Error('a settlement never both invoices and credits');
  return { usedDays, invoice, credit };
};

/** The net of `days` of rent of `quantity` containers at a daily price. */
export const rentNet = (days: number, quantity: number, dailyPrice: Cents): Cents => days * quantity * dailyPrice;
