import type { InvoiceTransactionStore } from '../../application/invoices/invoice-store.port.js';
import { sqlInvoiceTransactionStore } from '../persistence/invoices/sql-invoice-transaction-store.js';
import { sqlRentalOpening } from '../persistence/rentals/sql-rental-opening.js';
import type { InTransaction } from '../persistence/shared/in-transaction.js';
import { writeOutboxEmails } from '../persistence/shared/outbox-writer.js';

/** Invoices issued inside the transaction that moves an order's status, with the rental contracts they open. */
export const invoicesInTransaction =
  (mailFrom: string): InTransaction<InvoiceTransactionStore> =>
  (manager) =>
    sqlInvoiceTransactionStore(manager, writeOutboxEmails, mailFrom, sqlRentalOpening(manager));
