/**
 * Days in Belgium, where the seller is: rates, invoice dates and report periods follow Brussels
 * time. Worked out from the EU's summer-time rule rather than asked of Intl, because a browser's
 * first Intl formatter costs 20–50 ms of main thread, and the storefront's footer and product page
 * need the day too.
 */
const HOUR_MS = 3_600_000;
const MARCH = 2;
const OCTOBER = 9;

/** 01:00 UTC on the last Sunday of a month: when EU summer time starts (March) and ends (October), Directive 2000/84/EC art. 2–3. */
const lastSundayAtOneUtc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/** How far Brussels is ahead of UTC at an instant: one hour (CET), two in summer time (CEST). */
const brusselsLeadMs = (epochMs: number): number => {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAtOneUtc(year, MARCH) && epochMs < lastSundayAtOneUtc(year, OCTOBER);
  return summer ? 2 * HOUR_MS : HOUR_MS;
};

/** The calendar day in Brussels at an instant, as an ISO date. */
export const belgianDay = (instant: Date): string => new Date(instant.getTime() + brusselsLeadMs(instant.getTime())).toISOString().slice(0, 10);

/**
 * The instant a Belgian calendar day (`YYYY-MM-DD`) begins: midnight in Brussels. The clocks change
 * at 01:00 UTC, after the day's UTC midnight, so the lead there is still the one of Brussels midnight.
 */
export const belgianDayStart = (day: string): Date => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return new Date(utcMidnight - brusselsLeadMs(utcMidnight));
};
