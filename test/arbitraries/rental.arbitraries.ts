import fc from 'fast-check';

/** Named arbitraries for the rental property tests: Belgian calendar days where calendars are awkward. */

const DAY_MS = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Any day from 2001 to 2100. Days before 2000 are not dates the rules accept (isIsoDay), and
 * properties step up to a year back from their day, so the range starts a year later.
 */
export const anyDay: fc.Arbitrary<string> = fc.integer({ min: Date.UTC(2001, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS }).map((days) => dayOf(days * DAY_MS));

/** The last Sunday of March or October: the days Brussels changes its clocks. */
const clockChangeDay: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 2001, max: 2100 }), fc.constantFrom(2, 9)).map(([year, month]) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return dayOf(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay()));
});

/** The last day of a month, 29 February of leap years among them. */
const monthEnd: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 2001, max: 2100 }), fc.integer({ min: 0, max: 11 })).map(([year, month]) => dayOf(Date.UTC(year, month + 1, 0)));

/** 29 February of a leap year, and 28 February of the others. */
const february: fc.Arbitrary<string> = fc.integer({ min: 2001, max: 2100 }).map((year) => dayOf(Date.UTC(year, 2, 0)));

/** A delivery day (2000 on): often one of the awkward days, or a few days around one. */
export const anyDeliveryDay: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(anyDay, clockChangeDay, monthEnd, february), fc.integer({ min: -31, max: 31 }))
  .map(([day, shift]) => dayOf(Date.parse(`${day}T00:00:00Z`) + shift * DAY_MS));

/** Days after a given day (0 = the same day). */
export const anyOffset = (max: number): fc.Arbitrary<number> => fc.integer({ min: 0, max });

/** A configured lead (and payment term) in days. */
export const anyLeadDays: fc.Arbitrary<number> = fc.integer({ min: 0, max: 29 });
