import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { LinkSigner } from '../../application/admin-inbox/admin-inquiries.port.js';
import { downloadAttachment, getAdminMessage, getAdminQuote, listAdminMessages, listAdminQuotes } from '../../application/admin-inbox/browse-inquiries.use-case.js';
import { changeAdminOrderStatus, exportAdminOrders, getAdminOrder, listAdminOrders } from '../../application/admin-inbox/manage-orders.use-case.js';
import { listOutbox, retryOutboxEmail } from '../../application/admin-inbox/manage-outbox.use-case.js';
import { listTransportRates, replaceTransportRates } from '../../application/admin-inbox/manage-transport-rates.use-case.js';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import type { TransportTables } from '../../application/transport/transport-tables.port.js';
import { SqlAdminInquiries } from '../persistence/admin-inbox/sql-admin-inquiries.js';
import { SqlAdminOrders } from '../persistence/admin-inbox/sql-admin-orders.js';
import { SqlInvoiceArchive } from '../persistence/invoices/sql-invoice-archive.js';
import { SqlUnitStore } from '../persistence/units/sql-unit-store.js';
import { invoicesInTransaction } from './invoices-in-transaction.js';
import { SqlAdminOutbox } from '../persistence/admin-inbox/sql-admin-outbox.js';
import { documentIssuing } from '../../application/invoices/issue-documents.js';
import { NO_METRICS, type Metrics } from '../../application/shared/metrics.port.js';

/** HMAC-SHA256 over `id:expires`, base64url; compared in constant time. */
export const hmacLinkSigner = (secret: string): LinkSigner => {
  const sign = (id: string, expiresUnix: number): string => createHmac('sha256', secret).update(`attachment:${id}:${expiresUnix}`).digest('base64url');
  return {
    sign,
    verify: (id, expiresUnix, signature) => {
      const expected = Buffer.from(sign(id, expiresUnix));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

export interface AdminInboxDeps {
  readonly dataSource: DataSource;
  readonly files: FileStorage;
  readonly transportTables: TransportTables;
  readonly linkSigningSecret: string;
  readonly mailFrom: string;
  readonly seller: SellerDetails;
  readonly now?: () => Date;
  /** Counts orders marked paid and the invoices and credit notes issued (GET /metrics). */
  readonly metrics?: Metrics;
}

/** The admin inbox (orders, quotes, messages, outbox) and the transport tables' admin side. */
export const buildAdminInboxUseCases = (deps: AdminInboxDeps) => {
  const now = deps.now ?? (() => new Date());
  const orders = new SqlAdminOrders(deps.dataSource, {
    documents: new SqlInvoiceArchive(deps.dataSource),
    units: new SqlUnitStore(deps.dataSource),
    invoicesIn: invoicesInTransaction(deps.mailFrom),
  });
  const orderDeps = { orders, now, invoicing: documentIssuing({ seller: deps.seller, now }), metrics: deps.metrics ?? NO_METRICS };
  const inquiryDeps = { inquiries: new SqlAdminInquiries(deps.dataSource), files: deps.files, links: hmacLinkSigner(deps.linkSigningSecret), now };
  const outboxDeps = { outbox: new SqlAdminOutbox(deps.dataSource), now };
  const transportDeps = { transportTables: deps.transportTables };
  return {
    orders: {
      list: listAdminOrders(orderDeps),
      get: getAdminOrder(orderDeps),
      changeStatus: changeAdminOrderStatus(orderDeps),
      exportCsv: exportAdminOrders(orderDeps),
    },
    quotes: { list: listAdminQuotes(inquiryDeps), get: getAdminQuote(inquiryDeps) },
    messages: { list: listAdminMessages(inquiryDeps), get: getAdminMessage(inquiryDeps), downloadAttachment: downloadAttachment(inquiryDeps) },
    outbox: { list: listOutbox(outboxDeps), retry: retryOutboxEmail(outboxDeps) },
    transportRates: { list: listTransportRates(transportDeps), replace: replaceTransportRates(transportDeps) },
  };
};

export type AdminInboxUseCases = ReturnType<typeof buildAdminInboxUseCases>;
