import { addDays } from './rental-days.js';

/** RENTAL_REMINDER_DAYS: reminders of an unpaid rental invoice go out this many days after its due date. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [7, 14];

/** What a reminder run knows of one unpaid rental invoice. */
export interface UnpaidInvoice {
  readonly dueDate: string;
  /** The highest reminder number sent so far (1 for the first), null before any. */
  readonly lastReminder: number | null;
}

/**
 * The reminder to send on `day` for an invoice still unpaid, numbered from 1 in the order of
 * `reminderDays` (ascending): the latest one whose day has come, unless it (or a later one) was
 * sent. A run that was missed sends only the latest reminder due, never a burst of them.
 */
export const reminderDue = (invoice: UnpaidInvoice, reminderDays: readonly number[], day: string): number | null => {
  let due: number | null = null;
  reminderDays.forEach((days, position) => {
    if (addDays(invoice.dueDate, days) <= day) due = position + 1;
  });
  return due !== null && (invoice.lastReminder === null || invoice.lastReminder < due) ? due : null;
};

/** An invoice is overdue from the day after its due date while something is left to pay. */
export const isOverdue = (dueDate: string, outstanding: number, day: string): boolean => outstanding > 0 && day > dueDate;

/** Reads RENTAL_REMINDER_DAYS (`7,14`): ascending whole days from 1 to 365, at most five; null when malformed. */
export const parseReminderDays = (text: string): readonly number[] | null => {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 5 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const days = parts.map(Number);
  return days.every((value, index) => value >= 1 && value <= 365 && (index === 0 || value > (days[index - 1] ?? 0))) ? days : null;
};
