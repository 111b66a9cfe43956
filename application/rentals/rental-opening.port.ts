import type { RentalTerms } from '../../domain/rentals/rental-invoice.js';
import type { RentOrderLine } from '../../domain/rentals/rental-terms.js';
import type { Cents } from '../../domain/shared/money.js';

/** A paid order's rent line, read in the transaction that marks the order paid. */
export interface RentLineRow extends RentOrderLine {
  readonly itemId: string;
  readonly productTitle: string;
  /** Canonical numbers of the units the line holds (none for a product without units). */
  readonly containerNumbers: readonly string[];
}

export interface NewRentalContract {
  readonly orderId: string;
  readonly itemId: string;
  readonly terms: RentalTerms;
  readonly openedAt: Date;
  /** Period 1 is the order's invoice, paid with the order. */
  readonly firstPeriod: { readonly invoiceId: string; readonly total: Cents; readonly paidOn: string };
}

/** The writes of opening and ending contracts with their order; every call runs in the caller's transaction. */
export interface RentalOpeningStore {
  rentLines(orderId: string): Promise<readonly RentLineRow[]>;
  /** Opens each contract with its period 1; a line that has one already is left as it is. */
  open(contracts: readonly NewRentalContract[]): Promise<void>;
  /** The order was cancelled (its credit note issued): its contracts end, nothing more is invoiced. */
  endContractsOfOrder(orderId: string, at: Date): Promise<void>;
}
