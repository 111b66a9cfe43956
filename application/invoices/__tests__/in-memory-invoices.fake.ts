import type { InvoiceKind } from '../../../domain/invoices/invoice-document.js';
import type { OutgoingEmail } from '../../email/outgoing-email.js';
import type { InvoiceOrderRow, InvoiceTransactionStore, IssuedDocumentRef, NewInvoiceRecord } from '../invoice-store.port.js';
import type { NewRentalContract, RentLineRow } from '../../../domain/rentals/paid-order-contracts.js';
import type { RentalOpeningStore } from '../../rentals/rental-opening.port.js';

/** Rental contracts opened with their orders, in memory: one per rent line (as the SQL store's unique line). */
export class InMemoryRentalOpening implements RentalOpeningStore {
  readonly lines = new Map<string, readonly RentLineRow[]>();
  readonly contracts: (NewRentalContract & { ended: Date | null })[] = [];

  async rentLines(orderId: string): Promise<readonly RentLineRow[]> {
    return this.lines.get(orderId) ?? [];
  }

  async open(contracts: readonly NewRentalContract[]): Promise<void> {
    for (const contract of contracts) if (!this.contracts.some((open) => open.itemId === contract.itemId)) this.contracts.push({ ...contract, ended: null });
  }

  async endContractsOfOrder(orderId: string, at: Date): Promise<void> {
    for (const contract of this.contracts) if (contract.orderId === orderId && contract.ended === null) contract.ended = at;
  }
}

/** Invoices in memory with the SQL store's rules: one document per order and kind, counters per series and year. */
export class InMemoryInvoices implements InvoiceTransactionStore {
  readonly orders = new Map<string, InvoiceOrderRow>();
  readonly records: (NewInvoiceRecord & { readonly id: string })[] = [];
  readonly emails: OutgoingEmail[] = [];
  private readonly counters = new Map<string, number>();
  readonly rentals = new InMemoryRentalOpening();

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
