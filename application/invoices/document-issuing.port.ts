import type { InvoiceTransactionStore, IssuedDocumentRef } from './invoice-store.port.js';

/** Issuing an order's invoice or credit note inside the caller's transaction (issue-documents.ts); null when there is none to issue. */
export interface DocumentIssuing {
  invoice(store: InvoiceTransactionStore, orderId: string): Promise<IssuedDocumentRef | null>;
  creditNote(store: InvoiceTransactionStore, orderId: string): Promise<IssuedDocumentRef | null>;
}
