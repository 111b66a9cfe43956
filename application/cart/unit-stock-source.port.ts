import type { UnitCounts } from '../../domain/units/unit-stock.js';

/** The live stock of products managed by container units (docs/units.md). */
export interface UnitStockSource {
  /**
   * Available units per condition of each of these products that has units at all (a product
   * without any is left out). Read from the database every time: reservations change it.
   */
  availableUnits(productIds: readonly string[]): Promise<ReadonlyMap<string, UnitCounts>>;
  /** Low Stock at or under this many (LOW_STOCK_THRESHOLD). */
  readonly lowStockThreshold: number;
}
