import type { DataSource } from 'typeorm';
import { getCustomerInvoiceFile, getInvoiceFile } from '../../application/invoices/get-invoice-file.use-case.js';
import { listInvoices } from '../../application/invoices/list-invoices.use-case.js';
import { pdfkitInvoiceRenderer } from '../pdf/pdfkit-invoice-renderer.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { cryptoOrderAccessTokens } from '../persistence/orders/order-access-tokens.js';
import { SqlOrderRepository } from '../persistence/orders/sql-order-repository.js';

/** Reading issued invoices and credit notes: the admin's list and downloads, the customer's download by token. */
export const buildInvoiceUseCases = (dataSource: DataSource, mailFrom: string) => {
  const archive = new SqlInvoiceArchive(dataSource);
  const deps = { archive, renderer: pdfkitInvoiceRenderer };
  return {
    archive,
    list: listInvoices({ archive }),
    file: getInvoiceFile(deps),
    customerFile: getCustomerInvoiceFile({ ...deps, orders: new SqlOrderRepository(dataSource, mailFrom), tokens: cryptoOrderAccessTokens }),
  };
};

export type InvoiceUseCases = ReturnType<typeof buildInvoiceUseCases>;
