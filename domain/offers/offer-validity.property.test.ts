import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays, daysBetween, defaultValidUntil, isReminderDue, isValidityInThePast } from './offer-validity.js';

const anyDay = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const anyDays = fc.integer({ min: -400, max: 400 });

describe('offer validity days', () => {
  it('adding days and counting them back agree, across months, years and leap days', () => {
    fc.assert(fc.property(anyDay, anyDays, (day, days) => expect(daysBetween(day, addDays(day, days))).toBe(days)));
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(defaultValidUntil('2026-03-01', 30)).toBe('2026-03-31');
  });

  it('a validity is in the past only before today; today itself still counts', () => {
    fc.assert(fc.property(anyDay, anyDays, (day, days) => expect(isValidityInThePast(addDays(day, days), day)).toBe(days < 0)));
  });

  it('the reminder is due in the last reminderDays days of the validity, and not once it ended', () => {
    fc.assert(
      fc.property(anyDay, anyDays, fc.integer({ min: 0, max: 30 }), (today, left, reminderDays) => {
        expect(isReminderDue(addDays(today, left), today, reminderDays)).toBe(left >= 0 && left <= reminderDays);
      }),
    );
  });
});
