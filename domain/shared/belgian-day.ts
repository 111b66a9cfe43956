/** The calendar day in Belgium, where the seller is, as an ISO date: rates and invoice dates follow Brussels time. */
const BELGIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });
const MINUTE_MS = 60_000;

export const belgianDay = (instant: Date): string => BELGIAN_DAY.format(instant);

/**
 * The instant a Belgian calendar day (`YYYY-MM-DD`) begins: midnight in Brussels. At the day's UTC
 * midnight the Brussels clock reads 01:00 or 02:00, Brussels's lead that day: summer time changes
 * at 01:00 UTC, so the lead there is still the one of Brussels midnight.
 */
export const belgianDayStart = (day: string): Date => {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const brusselsClock = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
  const [hours = 0, minutes = 0] = brusselsClock.format(utcMidnight).split(':').map(Number);
  return new Date(utcMidnight.getTime() - (hours * 60 + minutes) * MINUTE_MS);
};
