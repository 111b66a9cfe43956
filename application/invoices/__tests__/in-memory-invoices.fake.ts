import type { InvoiceKind } from '../../../domain/invoices/invoice-document.js';
import type { OutgoingEmail } from '../../email/outgoing-email.js';
import type { InvoiceOrderRow, InvoiceTransactionStore, IssuedDocumentRef, NewInvoiceRecord } from '../invoice-store.port.js';

/** Invoices in memory with the SQL store's rules: one document per order and kind, counters per series and year. */
export class InMemoryInvoices implements InvoiceTransactionStore {
  readonly orders = new Map<string, InvoiceOrderRow>();
  readonly records: (NewInvoiceRecord & { readonly id: string })[] = [];
  readonly emails: OutgoingEmail[] = [];
  private readonly counters = new Map<string, number>();

  async loadOrder(orderId: string): Promise<InvoiceOrderRow | null> {
    return this.orders.get(orderId) ?? null;
  }

  async findDocument(orderId: string, kind: InvoiceKind): Promise<IssuedDocumentRef | null> {
    const found = this.records.find((record) => record.orderId === orderId && record.kind === kind);
    return found === undefined ? null : { id: found.id, number: found.document.number, issueDate: found.document.issueDate };
  }

  async nextSequence(series: string, year: number): Promise<number> {
    const key = `${series}:${year}`;
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return next;
  }

  async insert(record: NewInvoiceRecord): Promise<string> {
    if (this.records.some((existing) => existing.orderId === record.orderId && existing.kind === record.kind)) throw new Error('duplicate document');
    const id = `invoice-${this.records.length + 1}`;
    this.records.push({ ...record, id });
    return id;
  }

  async enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void> {
    this.emails.push(...emails);
  }
}
