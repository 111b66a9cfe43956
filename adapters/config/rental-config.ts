import type { RentalSettings } from '../../application/rentals/rental-settings.js';
import { DEFAULT_INVOICE_LEAD_DAYS, MAX_INVOICE_LEAD_DAYS } from '../../domain/rentals/rental-periods.js';
import { DEFAULT_REMINDER_DAYS, parseReminderDays } from '../../domain/rentals/rental-reminders.js';
import { DEFAULT_RENTAL_LINK_DAYS } from '../../domain/rentals/rental-link-expiry.js';
import { DEFAULT_NOTICE_DAYS, DEFAULT_NOTICES_PER_DAY } from '../../domain/rentals/rental-rules.js';

/** The daily jobs (adapters/scheduling): whether this instance runs them, and from which hour of the Brussels day. */
export interface SchedulerSettings {
  /** SCHEDULER (on|off, default on): off leaves the daily jobs to other instances (or to the CLI). */
  readonly enabled: boolean;
  /** RENTAL_BILLING_HOUR (0–23, default 6): the daily rental run (billing, reminders) starts from this hour, Brussels time. */
  readonly rentalHour: number;
}

type Text = (name: string) => string | null;

const whole = (text: Text, name: string, fallback: number, min: number, max: number, unit: string, problems: string[]): number => {
  const raw = text(name) ?? String(fallback);
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= min && value <= max)) {
    problems.push(`${name} must be a whole number of ${unit} from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
};

/** RENTAL_INVOICE_LEAD_DAYS, RENTAL_NOTICE_DAYS, RENTAL_REMINDER_DAYS, RENTAL_NOTICES_PER_DAY and RENTAL_LINK_DAYS (docs/rentals.md); problems are added to the list. */
export const readRentalSettings = (text: Text, problems: string[]): RentalSettings => {
  const reminderText = text('RENTAL_REMINDER_DAYS');
  const reminderDays = reminderText === null ? DEFAULT_REMINDER_DAYS : parseReminderDays(reminderText);
  if (reminderDays === null) problems.push(`RENTAL_REMINDER_DAYS must be up to five ascending whole numbers of days from 1 to 365, comma-separated (e.g. 7,14), got "${reminderText ?? ''}"`);
  return {
    invoiceLeadDays: whole(text, 'RENTAL_INVOICE_LEAD_DAYS', DEFAULT_INVOICE_LEAD_DAYS, 0, MAX_INVOICE_LEAD_DAYS, 'days', problems),
    noticeDays: whole(text, 'RENTAL_NOTICE_DAYS', DEFAULT_NOTICE_DAYS, 0, 90, 'days', problems),
    reminderDays: reminderDays ?? DEFAULT_REMINDER_DAYS,
    noticesPerDay: whole(text, 'RENTAL_NOTICES_PER_DAY', DEFAULT_NOTICES_PER_DAY, 1, 20, 'notices', problems),
    linkDays: whole(text, 'RENTAL_LINK_DAYS', DEFAULT_RENTAL_LINK_DAYS, 1, 3650, 'days', problems),
  };
};

/** SCHEDULER and RENTAL_BILLING_HOUR. */
export const readSchedulerSettings = (text: Text, problems: string[]): SchedulerSettings => {
  const enabledText = text('SCHEDULER') ?? 'on';
  if (enabledText !== 'on' && enabledText !== 'off') problems.push(`SCHEDULER must be "on" or "off", got "${enabledText}"`);
  return { enabled: enabledText !== 'off', rentalHour: whole(text, 'RENTAL_BILLING_HOUR', 6, 0, 23, 'hours', problems) };
};
