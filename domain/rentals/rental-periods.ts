import { MINIMUM_RENTAL_DAYS, RENT_MONTH_DAYS } from '../pricing/rent.js';
import { addDays, daysBetween, laterDay } from './rental-days.js';

/**
 * A rental runs in periods of the spec's rent month, 30 Belgian calendar days, counted from the
 * delivery day: period 1 is [delivery, delivery + 30), period 2 the next 30 days, and so on. The
 * order paid period 1, which is also the 30-day minimum. Every later period is invoiced whole, in
 * advance, a configured number of days before it starts; a period that starts on or after the
 * pick-up day is never invoiced. When the containers are picked up, the rent is settled per day
 * (rental-settlement.ts). Days are ISO dates; the pick-up day itself is not charged (the
 * containers leave that day), so a rent from `delivery` to `pickup` is `pickup − delivery` days.
 */
export const RENTAL_PERIOD_DAYS = RENT_MONTH_DAYS;
export const MINIMUM_RENTAL_PERIOD_DAYS = MINIMUM_RENTAL_DAYS;

/** RENTAL_INVOICE_LEAD_DAYS: how many days before a period starts its invoice is issued; also the payment term. */
export const DEFAULT_INVOICE_LEAD_DAYS = 7;

/** The longest lead (and payment term) a shop may configure: less than a period. */
export const MAX_INVOICE_LEAD_DAYS = RENTAL_PERIOD_DAYS - 1;

export interface RentalSchedule {
  /** The day the containers arrived (or will); billing counts from it. */
  readonly delivery: string;
  /** The pick-up day once notice was given (or the pick-up confirmed); null while the rent runs on. */
  readonly pickup: string | null;
}

export interface RentalPeriod {
  /** 1 for the first period (paid with the order). */
  readonly index: number;
  /** The first day rented. */
  readonly start: string;
  /** The day after the last day rented. */
  readonly end: string;
  readonly days: number;
}

/** The first day of period `index`. */
export const periodStart = (delivery: string, index: number): string => addDays(delivery, (index - 1) * RENTAL_PERIOD_DAYS);

/** Period `index` as a whole 30 days. */
export const wholePeriod = (delivery: string, index: number): RentalPeriod => {
  const start = periodStart(delivery, index);
  return { index, start, end: addDays(start, RENTAL_PERIOD_DAYS), days: RENTAL_PERIOD_DAYS };
};

/**
 * The period the billing invoices under `index`: whole, or null when it starts on or after the
 * pick-up day (the rent ends before it). Period 1 always exists: it is the minimum.
 */
export const scheduledPeriod = (schedule: RentalSchedule, index: number): RentalPeriod | null => {
  if (!Number.isSafeInteger(index) || index < 1) throw new RangeError(`a rental period index is a whole number from 1, got ${index}`);
  const period = wholePeriod(schedule.delivery, index);
  return index > 1 && schedule.pickup !== null && schedule.pickup <= period.start ? null : period;
};

/** The day a period's invoice is issued: `leadDays` before the period starts. */
export const invoiceDayOf = (period: Pick<RentalPeriod, 'start'>, leadDays: number): string => addDays(period.start, -leadDays);

/**
 * The periods a billing run on `day` invoices, from `nextIndex` (the first one not invoiced) on:
 * each whose invoice day has come, none starting on or after the pick-up day. A run that was
 * missed is caught up by the next one: it invoices every period whose day has passed.
 */
export const periodsDue = (schedule: RentalSchedule, nextIndex: number, day: string, leadDays: number): readonly RentalPeriod[] => {
  const due: RentalPeriod[] = [];
  for (let index = Math.max(nextIndex, 2); ; index += 1) {
    const period = scheduledPeriod(schedule, index);
    if (period === null || invoiceDayOf(period, leadDays) > day) return due;
    due.push(period);
  }
};

/** The start of the next period to invoice, or null when there is none (the rent ends before it). */
export const nextPeriodStart = (schedule: RentalSchedule, nextIndex: number): string | null => scheduledPeriod(schedule, Math.max(nextIndex, 2))?.start ?? null;

/** The day the next invoice is issued, or null when none is to come. */
export const nextInvoiceDay = (schedule: RentalSchedule, nextIndex: number, leadDays: number): string | null => {
  const start = nextPeriodStart(schedule, nextIndex);
  return start === null ? null : addDays(start, -leadDays);
};

/**
 * The payment due date of a rental invoice issued on `issueDay` for a period starting on
 * `periodStart`: the period's first day, and never sooner than the payment term after issue
 * (an invoice issued late, or at pick-up, still gives the customer that term).
 */
export const paymentDueDate = (periodStart: string, issueDay: string, termDays: number): string => laterDay(periodStart, addDays(issueDay, termDays));

/** The period a day falls in (1 for any day before the second period). */
export const periodIndexOfDay = (delivery: string, day: string): number => Math.max(1, Math.floor(daysBetween(delivery, day) / RENTAL_PERIOD_DAYS) + 1);
