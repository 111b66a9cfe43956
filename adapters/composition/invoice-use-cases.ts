import type { DataSource } from 'typeorm';
import { getCustomerInvoiceFile, getInvoiceFile } from '../../application/invoices/get-invoice-file.use-case.js';
import { listInvoices } from '../../application/invoices/list-invoices.use-case.js';
import { resendInvoice } from '../../application/invoices/resend-invoice.use-case.js';
import { sqlEmailQueue } from '../persistence/email/sql-email-queue.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { cryptoOrderAccessTokens } from '../persistence/shared/order-access-tokens.js';
import { SqlOrderRepository } from '../persistence/orders/sql-order-repository.js';
import { invoicesInTransaction } from './invoices-in-transaction.js';

/** Issued invoices and credit notes: the admin's list, downloads and resend, the customer's download by token. */
export const buildInvoiceUseCases = (dataSource: DataSource, mailFrom: string) => {
  const archive = new SqlInvoiceArchive(dataSource);
  const deps = { archive, renderer: pdfkitInvoiceRenderer };
  return {
    archive,
    list: listInvoices({ archive }),
    file: getInvoiceFile(deps),
    resend: resendInvoice({ archive, emails: sqlEmailQueue(dataSource, mailFrom), now: () => new Date() }),
    customerFile: getCustomerInvoiceFile({ ...deps, orders: new SqlOrderRepository(dataSource, mailFrom, invoicesInTransaction(mailFrom)), tokens: cryptoOrderAccessTokens, now: () => new Date() }),
  };
};

export type InvoiceUseCases = ReturnType<typeof buildInvoiceUseCases>;
