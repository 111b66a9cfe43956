import type { ContainerNumber } from '../../domain/units/container-number.js';
import type { UnitCsvLine } from '../../domain/units/unit-csv.js';
import type { UnitStatus } from '../../domain/units/unit-status.js';
import type { NewUnit, Unit, UnitChange, UnitFilter } from '../../domain/units/unit.js';

export type SwapOutcome =
  | { readonly kind: 'swapped'; readonly unit: Unit; readonly replacement: Unit }
  | { readonly kind: 'not-found' | 'not-reserved' | 'replacement-not-found' | 'replacement-unavailable' | 'mismatch' };

/** Container units in the database. */
export interface UnitStore {
  /** Which of these product ids exist. */
  existingProducts(productIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** Product ids by slug (any language, Dutch first), for the slugs that exist. */
  productIdsBySlug(slugs: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** Which of these numbers are already known. */
  knownNumbers(numbers: readonly ContainerNumber[]): Promise<readonly ContainerNumber[]>;
  /** Inserts every unit in one transaction, or none: null when a number was taken meanwhile. `onProgress` hears the count written so far. */
  insertAll(units: readonly NewUnit[], onProgress?: (written: number) => void): Promise<readonly Unit[] | null>;
  find(id: string): Promise<Unit | null>;
  /** Ordered by container number. */
  list(filter: UnitFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly items: readonly Unit[]; readonly total: number }>;
  /**
   * Applies the change while the unit is still in `expectedStatus` (a status moved into
   * available, in repair or retired lets go of the order). Null when it no longer is.
   */
  update(id: string, expectedStatus: UnitStatus, change: UnitChange): Promise<Unit | null>;
  /** The reserved unit's order takes the available `replacementId` (same product and condition) instead, in one transaction. */
  swap(id: string, replacementId: string): Promise<SwapOutcome>;
  /** Deletes a unit no order holds; 'held' when one does, 'not-found' when there is none. Answers its photos' keys when deleted. */
  delete(id: string): Promise<{ readonly kind: 'deleted'; readonly photoKeys: readonly string[] } | { readonly kind: 'held' | 'not-found' }>;
  /** Every unit for `units export`, ordered by container number, with its product's Dutch slug. */
  exportLines(): Promise<readonly UnitCsvLine[]>;
  /** The units an order holds, by container number. */
  unitsOfOrder(orderId: string): Promise<readonly Unit[]>;
}
