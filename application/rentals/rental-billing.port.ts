import type { RentalTerms } from '../../domain/rentals/rental-invoice.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { NewRentalPeriod, RentalDocumentRecord } from './rental-store.port.js';

/** A contract with a period to invoice, as the billing run reads it (in batches, by id). */
export interface DueContract {
  readonly id: string;
  readonly orderId: string;
  readonly terms: RentalTerms;
  readonly delivery: string;
  readonly pickup: string | null;
  readonly nextPeriodIndex: number;
}

/** What the run claims: period `index` of the contract, as long as the contract is as it read it. */
export interface PeriodClaim {
  readonly contractId: string;
  readonly index: number;
  readonly delivery: string;
  readonly pickup: string | null;
  /** The first day of the period after it while that one is to be invoiced, else null. */
  readonly followingStart: string | null;
  readonly series: string;
  readonly year: number;
}

export interface BillingTransaction {
  /**
   * Claims the period: moves the contract's next period on if it still is `index` and the contract
   * is unchanged (its row locked until the transaction ends), and takes the next invoice number.
   * Null when another run invoiced it meanwhile, or the contract changed.
   */
  claimPeriod(claim: PeriodClaim): Promise<number | null>;
  /** The invoice, its period row (UNIQUE per contract and period), the email and its link, in one statement. */
  recordInvoice(record: RentalDocumentRecord, period: NewRentalPeriod, emails: readonly OutgoingEmail[], linkHash: string): Promise<void>;
}

/** An unpaid rental invoice a reminder may be due for. */
export interface UnpaidRentalInvoice {
  readonly contractId: string;
  readonly terms: RentalTerms;
  readonly periodIndex: number;
  readonly invoiceNumber: string;
  readonly dueDate: string;
  readonly outstanding: number;
  readonly paymentReference: string | null;
  readonly lastReminder: number | null;
}

export interface RentalBillingStore {
  /** Contracts whose next period starts on or before `cutoff`, after `afterId`, by id. */
  dueContracts(cutoff: string, afterId: string | null, limit: number): Promise<readonly DueContract[]>;
  dueContract(id: string): Promise<DueContract | null>;
  /** Each period in its own transaction. */
  inTransaction<T>(work: (tx: BillingTransaction) => Promise<T>): Promise<T>;
  /** Unpaid invoices due on or before `dueBy`, after the key, by contract and period. */
  unpaidInvoices(dueBy: string, after: { readonly contractId: string; readonly periodIndex: number } | null, limit: number): Promise<readonly UnpaidRentalInvoice[]>;
  /**
   * Records reminder `number` of a period with its email and link, in one statement, if it is still
   * unpaid and no reminder from `number` on was recorded; false otherwise.
   */
  recordReminder(invoice: UnpaidRentalInvoice, number: number, day: string, emails: readonly OutgoingEmail[], linkHash: string): Promise<boolean>;
}
