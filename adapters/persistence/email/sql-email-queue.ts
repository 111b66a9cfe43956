import type { DataSource } from 'typeorm';
import type { EmailQueue } from '../../../application/invoices/resend-invoice.use-case.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';

/** The outbox, written in a transaction of its own. */
export const sqlEmailQueue = (dataSource: DataSource, defaultFrom: string): EmailQueue => ({
  enqueue: (emails) => dataSource.transaction((manager) => writeOutboxEmails(manager, emails, defaultFrom)),
});
