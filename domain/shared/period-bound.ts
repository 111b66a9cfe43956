import { belgianDayStart } from './belgian-day.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar day after a valid `YYYY-MM-DD`. */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * One end of a period as an operator types it: a date (a whole Belgian day: a start is its midnight
 * in Brussels, an end includes the day, so it is the next day's midnight) or an ISO 8601 instant
 * with its offset. Null when empty, undefined when malformed. The end is exclusive.
 */
export const parsePeriodBound = (text: string, end: boolean): Date | null | undefined => {
  if (text === '') return null;
  if (DATE_ONLY.test(text)) {
    const utc = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== text) return undefined;
    return belgianDayStart(end ? nextDay(text) : text);
  }
  if (!ISO_TIME.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
};
