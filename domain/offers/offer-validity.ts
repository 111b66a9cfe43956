/**
 * An offer's validity in whole Belgian calendar days (ISO dates): it can be
 * accepted up to and including its `validUntil` day.
 */
export const DEFAULT_OFFER_VALIDITY_DAYS = 30;
export const DEFAULT_OFFER_REMINDER_DAYS = 3;

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The ISO day `days` after `day` (negative goes back). */
export const addDays = (day: string, days: number): string => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

/** The default last day of an offer made on `today`. */
export const defaultValidUntil = (today: string, validityDays: number): string => addDays(today, validityDays);

/** A validity that ended before today cannot be given to a new revision. */
export const isValidityInThePast = (validUntil: string, today: string): boolean => validUntil < today;

/**
 * The reminder is due from `reminderDays` days before the last day up to the last day itself;
 * one per revision (the caller records that it went out).
 */
export const isReminderDue = (validUntil: string, today: string, reminderDays: number): boolean => {
  const left = daysBetween(today, validUntil);
  return left >= 0 && left <= reminderDays;
};
