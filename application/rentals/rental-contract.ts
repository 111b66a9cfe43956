import type { Cents } from '../../domain/shared/money.js';
import { laterDay } from '../../domain/rentals/rental-days.js';
import type { RentalTerms } from '../../domain/rentals/rental-invoice.js';
import type { RentalState } from '../../domain/rentals/rental-state.js';

/** One invoiced period of a contract: its invoice (period 1: the order's), payment and any credit note. */
export interface RentalPeriodRecord {
  readonly index: number;
  /** Days invoiced: 30, or fewer for a period invoiced at pick-up. */
  readonly days: number;
  readonly invoiceId: string;
  readonly invoiceNumber: string;
  readonly invoiceIssueDate: string;
  /** The invoice's total for this period's rent, VAT included. */
  readonly total: Cents;
  /** Null for period 1 (paid with the order). */
  readonly dueDate: string | null;
  readonly paidOn: string | null;
  /** The invoice's structured communication (null for period 1: the order's own). */
  readonly paymentReference: string | null;
  readonly creditNoteNumber: string | null;
  readonly creditNoteIssueDate: string | null;
  readonly creditedDays: number;
  readonly credited: Cents;
  readonly lastReminder: number | null;
  /** Whether the documents exist as UBL too (a buyer with a Peppol address). */
  readonly hasUbl: boolean;
}

/** A rental contract as read (docs/rentals.md). */
export interface RentalContract {
  readonly id: string;
  readonly orderId: string;
  readonly orderPlacedAt: Date;
  readonly terms: RentalTerms;
  readonly state: RentalState;
  readonly delivery: string | null;
  readonly pickup: string | null;
  readonly noticeGivenAt: Date | null;
  readonly noticeBy: 'customer' | 'shop' | null;
  readonly endedAt: Date | null;
  /** The customer's notices on the Belgian day of the latest one (how many that day), to bound them per day. */
  readonly customerNotices: { readonly day: string | null; readonly count: number };
  /** The first period not invoiced yet (2 until the first run invoices period 2). */
  readonly nextPeriodIndex: number;
  readonly openedAt: Date;
  /** In period order. */
  readonly periods: readonly RentalPeriodRecord[];
}

/** What is left to pay of an invoiced period. */
export const outstandingOf = (period: RentalPeriodRecord): Cents => (period.paidOn === null ? Math.max(0, period.total - period.credited) : 0);

/** The latest day an invoice of the contract was paid or credited; null when none was. */
export const lastSettledOn = (contract: Pick<RentalContract, 'periods'>): string | null => {
  const days = contract.periods.flatMap((period) => [period.paidOn, period.creditNoteNumber === null ? null : period.creditNoteIssueDate]).filter((day): day is string => day !== null);
  return days.length === 0 ? null : days.reduce(laterDay);
};

/** Periods invoiced so far: the highest index (1 when only the order's). */
export const invoicedPeriodsOf = (contract: Pick<RentalContract, 'periods'>): number => contract.periods.reduce((highest, period) => Math.max(highest, period.index), 1);
