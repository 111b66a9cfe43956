import type { InvoiceDocument, InvoiceKind } from '../../domain/invoices/invoice-document.js';
import type { InvoiceOrder } from '../../domain/invoices/invoice-from-order.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { OrderStatus } from '../../domain/orders/order.js';
import type { RentalOpeningStore } from '../rentals/rental-opening.port.js';

/** An order as invoicing reads it inside the transaction that changes its status. */
export interface InvoiceOrderRow extends InvoiceOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly paidAt: Date | null;
}

export interface IssuedDocumentRef {
  readonly id: string;
  readonly number: string;
  readonly issueDate: string;
}

export type PeppolState = 'not_applicable' | 'pending';

export interface NewInvoiceRecord {
  readonly kind: InvoiceKind;
  readonly series: string;
  readonly year: number;
  readonly sequence: number;
  readonly orderId: string;
  readonly correctsId: string | null;
  readonly issuedAt: Date;
  readonly document: InvoiceDocument;
  readonly peppol: PeppolState;
}

/** The writes of issuing a document; every call runs in the caller's transaction. */
export interface InvoiceTransactionStore {
  loadOrder(orderId: string): Promise<InvoiceOrderRow | null>;
  findDocument(orderId: string, kind: InvoiceKind): Promise<IssuedDocumentRef | null>;
  /** The next number of the series and year, locked until the transaction ends (rolled back: given back, no gap). */
  nextSequence(series: string, year: number): Promise<number>;
  insert(record: NewInvoiceRecord): Promise<string>;
  enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void>;
  /** The rental contracts a paid order's rent lines open, and end when it is cancelled (docs/rentals.md). */
  readonly rentals: RentalOpeningStore;
}
