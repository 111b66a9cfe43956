/** The calendar day in Belgium, where the seller is, as an ISO date: rates and invoice dates follow Brussels time. */
const BELGIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' });

export const belgianDay = (instant: Date): string => BELGIAN_DAY.format(instant);
