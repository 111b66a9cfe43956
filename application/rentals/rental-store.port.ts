import type { InvoiceDocument, InvoiceKind } from '../../domain/invoices/invoice-document.js';
import type { RentalState } from '../../domain/rentals/rental-state.js';
import type { Cents } from '../../domain/shared/money.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { RentalContract } from './rental-contract.js';

/** The changeable facts of a contract, as a use case sets them (every field written as given). */
export interface ContractChange {
  readonly state: RentalState;
  readonly delivery: string | null;
  readonly pickup: string | null;
  readonly noticeGivenAt: Date | null;
  readonly noticeBy: 'customer' | 'shop' | null;
  readonly endedAt: Date | null;
  /** The first period not invoiced yet, and its first day while it is to be invoiced (null: none to come). */
  readonly nextPeriodIndex: number;
  readonly nextPeriodStart: string | null;
}

/** A rental invoice or credit note to store, numbered in the shop's one series (invoice-number.ts). */
export interface RentalDocumentRecord {
  readonly kind: InvoiceKind;
  readonly series: string;
  readonly year: number;
  readonly sequence: number;
  readonly orderId: string;
  readonly contractId: string;
  readonly correctsId: string | null;
  readonly issuedAt: Date;
  readonly document: InvoiceDocument;
  readonly peppol: 'not_applicable' | 'pending';
}

/** A period invoiced now, with its invoice. */
export interface NewRentalPeriod {
  readonly index: number;
  readonly start: string;
  readonly days: number;
  readonly total: Cents;
  readonly dueDate: string;
  readonly issuedAt: Date;
}

/** The writes on one contract, its row locked until the transaction ends. */
export interface RentalTransaction {
  update(change: ContractChange): Promise<void>;
  /** The next number of the invoice series and year (the same counter as every invoice). */
  nextSequence(series: string, year: number): Promise<number>;
  /** Stores the document; answers its id. */
  insertDocument(record: RentalDocumentRecord): Promise<string>;
  addPeriod(period: NewRentalPeriod, invoiceId: string): Promise<void>;
  creditPeriod(index: number, credit: { readonly creditNoteId: string; readonly days: number; readonly amount: Cents }): Promise<void>;
  /** Marks a period's invoice paid on a day; false when it was paid already. */
  markPaid(index: number, day: string): Promise<boolean>;
  addLink(tokenHash: string): Promise<void>;
  /**
   * The customer's notice of `day` (the `count`th that day) with its email's link, which takes the
   * place of the previous customer notice's link: repeated notices keep one such link, not one each.
   */
  recordCustomerNotice(notice: { readonly day: string; readonly count: number; readonly linkHash: string }): Promise<void>;
  enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void>;
  /** The contract's container units are back at the depot (available); none when the product has no units. */
  releaseUnits(): Promise<number>;
}

export interface RentalListQuery {
  readonly states: readonly RentalState[];
  readonly offset: number;
  readonly limit: number;
}

/** A rental invoice past its due date with something left to pay. */
export interface OverdueInvoice {
  readonly contract: RentalContract;
  readonly periodIndex: number;
}

/** Rental contracts in storage: reads, and changes of one contract in a transaction. */
export interface RentalStore {
  findById(id: string): Promise<RentalContract | null>;
  /** The contract a rental page link opens (by the SHA-256 of its token). */
  findByLink(tokenHash: string): Promise<RentalContract | null>;
  list(query: RentalListQuery): Promise<{ readonly items: readonly RentalContract[]; readonly total: number }>;
  /** Invoices due before `day`, unpaid, oldest due first. */
  overdue(day: string, limit: number): Promise<readonly OverdueInvoice[]>;
  /** Runs `work` with the contract locked (FOR UPDATE) as it is then; null when there is no such contract. */
  withContract<T>(id: string, work: (contract: RentalContract, tx: RentalTransaction) => Promise<T>): Promise<T | null>;
}
