/**
 * Belgian calendar days as ISO dates (`YYYY-MM-DD`), the days rentals count (docs/rentals.md).
 * A calendar day is a date, whatever its length in hours: the day the clocks change in Brussels
 * has 23 or 25 hours and is still one day. So the arithmetic is on dates (UTC date maths, which
 * has no clock changes), and `belgianDay`/`belgianDayStart` (domain/shared/belgian-day.ts) turn
 * instants into days and back at the edges.
 */
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** True for a real calendar date written `YYYY-MM-DD` (no 30 February), years 2000–9999. */
export const isIsoDay = (text: string): boolean => {
  if (!ISO_DAY.test(text)) return false;
  const parsed = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === text && text >= '2000-01-01';
};

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number): string => dayOfNumber(dayNumber(day) + count);

/** How many days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

/** The later of two days. */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);

/** The earlier of two days. */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
