import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDay, anyOffset } from '../../test/arbitraries/rental.arbitraries.js';
import { addDays } from './rental-days.js';
import { DEFAULT_REMINDER_DAYS, isOverdue, parseReminderDays, reminderDue } from './rental-reminders.js';

const anyReminderDays = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }).map((days) => [...days].sort((a, b) => a - b));

describe('late-payment reminders', () => {
  it('are sent once each, in order, by daily runs on any days; a missed day sends only the latest one due', () => {
    fc.assert(
      fc.property(anyDay, anyReminderDays, fc.array(anyOffset(80), { minLength: 1, maxLength: 20 }), (dueDate, days, offsets) => {
        const runDays = [...offsets].sort((a, b) => a - b).map((offset) => addDays(dueDate, offset));
        const sent: number[] = [];
        for (const day of runDays) {
          const number = reminderDue({ dueDate, lastReminder: sent.at(-1) ?? null }, days, day);
          if (number !== null) sent.push(number);
        }
        // Strictly increasing: never one twice, never an earlier after a later.
        sent.forEach((number, position) => expect(position === 0 || number > (sent[position - 1] ?? 0)).toBe(true));
        const last = runDays.at(-1) ?? dueDate;
        const dueByLast = days.filter((value) => addDays(dueDate, value) <= last).length;
        expect(sent.at(-1) ?? 0).toBe(dueByLast);
      }),
    );
  });

  it('start the day after the due date at the earliest (default 7 and 14 days after)', () => {
    expect(reminderDue({ dueDate: '2026-05-01', lastReminder: null }, DEFAULT_REMINDER_DAYS, '2026-05-07')).toBeNull();
    expect(reminderDue({ dueDate: '2026-05-01', lastReminder: null }, DEFAULT_REMINDER_DAYS, '2026-05-08')).toBe(1);
    expect(reminderDue({ dueDate: '2026-05-01', lastReminder: 1 }, DEFAULT_REMINDER_DAYS, '2026-05-14')).toBeNull();
    expect(reminderDue({ dueDate: '2026-05-01', lastReminder: 1 }, DEFAULT_REMINDER_DAYS, '2026-05-15')).toBe(2);
    expect(isOverdue('2026-05-01', 100, '2026-05-01')).toBe(false);
    expect(isOverdue('2026-05-01', 100, '2026-05-02')).toBe(true);
    expect(isOverdue('2026-05-01', 0, '2026-06-02')).toBe(false);
  });

  it('are configured as ascending whole days', () => {
    expect(parseReminderDays('7,14')).toEqual([7, 14]);
    expect(parseReminderDays(' 3 , 10, 30 ')).toEqual([3, 10, 30]);
    for (const bad of ['', '14,7', '7,7', '0', '7,x', '1,2,3,4,5,6', '400']) expect(parseReminderDays(bad)).toBeNull();
  });
});
