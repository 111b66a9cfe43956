import { addDays } from '../../domain/rentals/rental-days.js';
import { rentalReminderEmail } from '../../domain/rentals/rental-emails.js';
import { reminderDue } from '../../domain/rentals/rental-reminders.js';
import type { RentalBillingStore, UnpaidRentalInvoice } from './rental-billing.port.js';
import { rentalMailing, toCustomer } from './rental-mail.js';
import type { RentalContext } from './rental-settings.js';

const BATCH = 200;

export interface ReminderReport {
  readonly day: string;
  /** Reminder emails put in the outbox by this run. */
  readonly sent: number;
}

/**
 * The late-payment reminders due on `day` (RENTAL_REMINDER_DAYS after each unpaid invoice's due
 * date), each with the rental page link, through the outbox. Each is recorded with its email in one
 * statement that checks it was not sent yet: a second run, or two at once, send it once.
 */
export const sendRentalReminders =
  (deps: { readonly store: RentalBillingStore; readonly context: RentalContext }) =>
  async (day: string): Promise<ReminderReport> => {
    const days = deps.context.settings.reminderDays;
    const earliest = days[0];
    if (earliest === undefined) return { day, sent: 0 };
    let sent = 0;
    let after: { contractId: string; periodIndex: number } | null = null;
    for (;;) {
      const batch: readonly UnpaidRentalInvoice[] = await deps.store.unpaidInvoices(addDays(day, -earliest), after, BATCH);
      if (batch.length === 0) break;
      for (const invoice of batch) {
        const number = reminderDue({ dueDate: invoice.dueDate, lastReminder: invoice.lastReminder }, days, day);
        if (number === null) continue;
        const mailing = rentalMailing(deps.context, invoice.terms);
        const email = toCustomer(
          invoice.terms,
          rentalReminderEmail(mailing.email, { number: invoice.invoiceNumber, dueDate: invoice.dueDate, outstanding: invoice.outstanding, reference: invoice.paymentReference }),
          `rental-reminder:${invoice.invoiceNumber}:${number}`,
        );
        if (await deps.store.recordReminder(invoice, number, day, [email], mailing.linkHash)) sent += 1;
      }
      const last = batch.at(-1);
      after = last === undefined ? null : { contractId: last.contractId, periodIndex: last.periodIndex };
    }
    return { day, sent };
  };
