import type { RetentionCategory } from '../../domain/privacy/retention.js';

/** A record as held, ready for JSON (its columns, secrets left out). */
export type HeldRecord = Readonly<Record<string, unknown>>;

export interface HeldAttachment {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly storageKey: string;
}

export interface HeldMessage {
  readonly id: string;
  readonly record: HeldRecord;
  readonly attachments: readonly HeldAttachment[];
}

export interface HeldInvoice {
  readonly number: string;
  readonly kind: 'invoice' | 'credit_note';
  readonly issueDate: string;
  readonly orderNumber: number;
  readonly totalCents: number;
}

/** Everything the shop holds about one email address (matched without regard to case). */
export interface HeldData {
  readonly account: HeldRecord | null;
  /** The account has the admin role: staff, not erased through the privacy tools. */
  readonly isAdmin: boolean;
  /** With their lines and status history. */
  readonly orders: readonly HeldRecord[];
  readonly invoices: readonly HeldInvoice[];
  readonly quotes: readonly HeldRecord[];
  readonly messages: readonly HeldMessage[];
  readonly offers: readonly HeldRecord[];
  /** Rental contracts (of the address, or of its orders). */
  readonly rentals: readonly HeldRecord[];
  /** Orders not completed or cancelled yet (their numbers): the shop still needs the address to deliver. */
  readonly openOrders: readonly number[];
  /** Rental contracts not ended yet. */
  readonly runningRentals: number;
  /** Emails sent (or to be sent) to the address. */
  readonly emails: readonly HeldRecord[];
  /** Failed sign-ins counted for the address, if any. */
  readonly signInFailures: HeldRecord | null;
}

/** How many records of each kind an erasure removed or anonymised. */
export type ErasureCounts = Readonly<Record<string, number>>;

export interface ErasureOutcome {
  readonly counts: ErasureCounts;
  /** Stored files of the records removed: deleted from the file storage after the database commits. */
  readonly fileKeys: readonly string[];
}

/**
 * What an erasure did: refused for an admin's account, refused while the shop still needs the address
 * (an open order, a running rental), or done. The refusal is decided in the erasure's own transaction.
 */
export type ErasureAttempt =
  | { readonly kind: 'admin' }
  | { readonly kind: 'still-open'; readonly openOrders: readonly number[]; readonly runningRentals: number }
  | { readonly kind: 'erased'; readonly outcome: ErasureOutcome; readonly invoicesKept: number };

export type SweepCounts = Readonly<Record<RetentionCategory, number>>;

export interface SweepOutcome {
  readonly counts: SweepCounts;
  readonly fileKeys: readonly string[];
}

/** The personal data in the database: read for an export, erased on request, swept when due. */
export interface PersonalDataStore {
  collect(email: string): Promise<HeldData>;
  /**
   * Checks that nothing still needs the address and removes or anonymises, in the same transaction and
   * under locks that a new order or acceptance waits on, what the law does not require to keep; `by`
   * is recorded in the audit trail.
   */
  erase(email: string, by: string): Promise<ErasureAttempt>;
  /** Deletes, in one transaction, the records due before each cutoff; `by` is recorded in the audit trail. */
  sweep(cutoffs: Readonly<Record<RetentionCategory, Date>>, by: string): Promise<SweepOutcome>;
}

/** Packs files into one archive (a zip). */
export interface ArchiveWriter {
  pack(entries: readonly { readonly path: string; readonly body: Uint8Array }[]): Promise<Uint8Array>;
}
