/** The calendar day in Belgium, where the seller is, as an ISO date: rates and invoice dates follow Brussels time. */
const BELGIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });
const BELGIAN_CLOCK = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
const MINUTE_MS = 60_000;

export const belgianDay = (instant: Date): string => BELGIAN_DAY.format(instant);

/** Minutes Brussels is ahead of UTC at an instant (60 in winter, 120 in summer). */
const brusselsOffsetMinutes = (instant: Date): number => {
  const [hours = 0, minutes = 0] = BELGIAN_CLOCK.format(instant).split(':').map(Number);
  const utcMinutes = instant.getUTCHours() * 60 + instant.getUTCMinutes();
  return (((hours * 60 + minutes - utcMinutes) % 1440) + 1440 + 720) % 1440 - 720;
};

/**
 * The instant a Belgian calendar day (`YYYY-MM-DD`) begins: midnight in Brussels. Summer time
 * changes at 01:00 UTC, so the offset at the day's UTC midnight is still the one of its Brussels midnight.
 */
export const belgianDayStart = (day: string): Date => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - brusselsOffsetMinutes(new Date(utcMidnight)) * MINUTE_MS);
};
