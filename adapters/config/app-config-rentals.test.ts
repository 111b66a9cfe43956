import { describe, expect, it } from '@jest/globals';
import { parseConfig } from './app-config.js';
import { configProblemsOf as problemsOf } from '../../test/support/config-problems.js';

describe('RENTAL_* and SCHEDULER', () => {
  it('defaults: invoices 7 days ahead, 7 days of notice, reminders 7 and 14 days late, daily jobs from 06:00 Brussels time, on', () => {
    const config = parseConfig({}, '/tmp');
    expect(config.rentals).toEqual({ invoiceLeadDays: 7, noticeDays: 7, reminderDays: [7, 14], noticesPerDay: 3, linkDays: 90 });
    expect(config.scheduler).toEqual({ enabled: true, rentalHour: 6 });
  });

  it('reads each variable', () => {
    const config = parseConfig({ RENTAL_INVOICE_LEAD_DAYS: '10', RENTAL_NOTICE_DAYS: '14', RENTAL_REMINDER_DAYS: '5, 10, 30', RENTAL_BILLING_HOUR: '2', SCHEDULER: 'off' }, '/tmp');
    expect(config.rentals).toEqual({ invoiceLeadDays: 10, noticeDays: 14, reminderDays: [5, 10, 30], noticesPerDay: 3, linkDays: 90 });
    expect(config.scheduler).toEqual({ enabled: false, rentalHour: 2 });
  });

  it('reads how often a day notice may be given and how long the links outlive a settled rent', () => {
    expect(parseConfig({ RENTAL_NOTICES_PER_DAY: '5', RENTAL_LINK_DAYS: '30' }, '/tmp').rentals).toMatchObject({ noticesPerDay: 5, linkDays: 30 });
    expect(problemsOf({ RENTAL_NOTICES_PER_DAY: '0', RENTAL_LINK_DAYS: 'forever' })).toEqual([
      'RENTAL_NOTICES_PER_DAY must be a whole number of notices from 1 to 20, got "0"',
      'RENTAL_LINK_DAYS must be a whole number of days from 1 to 3650, got "forever"',
    ]);
  });

  it('names every bad one at once', () => {
    expect(problemsOf({ RENTAL_INVOICE_LEAD_DAYS: '30', RENTAL_NOTICE_DAYS: '-1', RENTAL_REMINDER_DAYS: '14,7', RENTAL_BILLING_HOUR: '24', SCHEDULER: 'yes' })).toEqual([
      'RENTAL_REMINDER_DAYS must be up to five ascending whole numbers of days from 1 to 365, comma-separated (e.g. 7,14), got "14,7"',
      'RENTAL_INVOICE_LEAD_DAYS must be a whole number of days from 0 to 29, got "30"',
      'RENTAL_NOTICE_DAYS must be a whole number of days from 0 to 90, got "-1"',
      'SCHEDULER must be "on" or "off", got "yes"',
      'RENTAL_BILLING_HOUR must be a whole number of hours from 0 to 23, got "24"',
    ]);
  });
});
