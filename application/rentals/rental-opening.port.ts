import type { NewRentalContract, RentLineRow } from '../../domain/rentals/paid-order-contracts.js';

/** The writes of opening and ending contracts with their order; every call runs in the caller's transaction. */
export interface RentalOpeningStore {
  rentLines(orderId: string): Promise<readonly RentLineRow[]>;
  /** Opens each contract with its period 1; a line that has one already is left as it is. */
  open(contracts: readonly NewRentalContract[]): Promise<void>;
  /** The order was cancelled (its credit note issued): its contracts end, nothing more is invoiced. */
  endContractsOfOrder(orderId: string, at: Date): Promise<void>;
}
