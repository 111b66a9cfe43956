import { rentalInvoiceEmail } from '../../domain/rentals/rental-emails.js';
import { addDays } from '../../domain/rentals/rental-days.js';
import { nextPeriodStart, paymentDueDate, periodsDue, type RentalPeriod } from '../../domain/rentals/rental-periods.js';
import type { BillingTransaction, DueContract, RentalBillingStore } from './rental-billing.port.js';
import { numbering, rentalDocumentRecord } from './rental-documents.js';
import { rentalMailing, withDocument } from './rental-mail.js';
import type { RentalContext } from './rental-settings.js';

/** Contracts read per batch: memory stays flat however many are due. */
export const BILLING_BATCH = 200;
/** How often a period whose contract changed under the run is read again and tried once more. */
const RETRIES = 3;

export interface BillingReport {
  /** The Belgian day billed for. */
  readonly day: string;
  /** Contracts with a period due. */
  readonly contracts: number;
  /** Invoices issued by this run (none when another run issued them first). */
  readonly invoiced: number;
  /** The first and last number issued (empty when none). */
  readonly numbers: readonly string[];
  /** Periods another run invoiced first, or whose contract changed (taken up by the next run). */
  readonly skipped: number;
  /** Contracts whose billing failed (logged, retried by the next run). */
  readonly failed: number;
}

export interface BillRentalsDeps {
  readonly store: RentalBillingStore;
  readonly context: RentalContext;
  readonly logger: { warn(details: object, message: string): void };
}

type Outcome = { readonly kind: 'invoiced'; readonly number: string } | { readonly kind: 'taken' };

/**
 * One period in its own transaction: the claim first (the contract's row locked and its next
 * period moved on only if it is still this one), then the number from the invoice counter, the
 * frozen document, its period row (UNIQUE per contract and period), the email with a new rental
 * page link. A crash before the commit leaves nothing, so the next run invoices the period; a run
 * that lost the claim issues nothing.
 */
const billPeriod = (deps: BillRentalsDeps, contract: DueContract, period: RentalPeriod): Promise<Outcome> =>
  deps.store.inTransaction(async (tx: BillingTransaction): Promise<Outcome> => {
    const { context } = deps;
    const issuedAt = context.now();
    const { series, year, issueDate } = numbering('invoice', issuedAt);
    const schedule = { delivery: contract.delivery, pickup: contract.pickup };
    const claimed = await tx.claimPeriod({
      contractId: contract.id,
      index: period.index,
      delivery: contract.delivery,
      pickup: contract.pickup,
      followingStart: nextPeriodStart(schedule, period.index + 1),
      series,
      year,
    });
    if (claimed === null) return { kind: 'taken' };
    const dueDate = paymentDueDate(period.start, issueDate, context.settings.invoiceLeadDays);
    const record = rentalDocumentRecord(contract, { index: period.index, from: period.start, days: period.days }, { kind: 'invoice', issuedAt, seller: context.seller, dueDate, corrects: null }, claimed);
    const mailing = rentalMailing(context, contract.terms);
    const email = withDocument(contract.terms, rentalInvoiceEmail(mailing.email, record.document, period.index), record.document);
    await tx.recordInvoice(record, { index: period.index, start: period.start, days: period.days, total: record.document.total, dueDate, issuedAt }, [email], mailing.linkHash);
    return { kind: 'invoiced', number: record.document.number };
  });

/** Every period of one contract due on `day`, in order; stops at the first one it could not claim. */
const billContract = async (deps: BillRentalsDeps, first: DueContract, day: string, issued: (number: string) => void): Promise<{ invoiced: number; skipped: number }> => {
  let contract: DueContract | null = first;
  let invoiced = 0;
  for (let attempt = 0; contract !== null && attempt < RETRIES; attempt += 1) {
    const due = periodsDue({ delivery: contract.delivery, pickup: contract.pickup }, contract.nextPeriodIndex, day, deps.context.settings.invoiceLeadDays);
    let taken = false;
    for (const period of due) {
      const outcome = await billPeriod(deps, contract, period);
      if (outcome.kind === 'taken') {
        taken = true;
        break;
      }
      invoiced += 1;
      issued(outcome.number);
    }
    if (!taken) return { invoiced, skipped: 0 };
    // Another run was first, or the contract changed (notice given meanwhile): read it again; what is still due is billed.
    contract = await deps.store.dueContract(contract.id);
  }
  return { invoiced, skipped: contract === null ? 0 : 1 };
};

/**
 * `billRentals(day)`: invoices every rental period due on the Belgian day `day` — each whose invoice
 * day (its start less the lead) has come, missed days caught up — once, however many runs race
 * (docs/rentals.md). Contracts are read in batches by id; each period is its own transaction.
 */
export const billRentals =
  (deps: BillRentalsDeps) =>
  async (day: string): Promise<BillingReport> => {
    const cutoff = addDays(day, deps.context.settings.invoiceLeadDays);
    // The lowest and highest number issued: kept, not every number, so memory stays flat.
    let first: string | null = null;
    let last: string | null = null;
    const issued = (number: string): void => {
      if (first === null || number < first) first = number;
      if (last === null || number > last) last = number;
    };
    let contracts = 0;
    let invoiced = 0;
    let skipped = 0;
    let failed = 0;
    let after: string | null = null;
    for (;;) {
      const batch: readonly DueContract[] = await deps.store.dueContracts(cutoff, after, BILLING_BATCH);
      if (batch.length === 0) break;
      for (const contract of batch) {
        contracts += 1;
        try {
          const result = await billContract(deps, contract, day, issued);
          invoiced += result.invoiced;
          skipped += result.skipped;
        } catch (error) {
          failed += 1;
          deps.logger.warn({ contractId: contract.id, error: error instanceof Error ? error.message : String(error) }, 'rental billing failed for a contract: retried by the next run');
        }
      }
      after = batch.at(-1)?.id ?? null;
    }
    return { day, contracts, invoiced, numbers: first === null || last === null ? [] : [first, last], skipped, failed };
  };
