import type { DataSource } from 'typeorm';
import type { UnitStockSource } from '../../../application/cart/unit-stock-source.port.js';
import type { UnitCounts } from '../../../domain/units/unit-stock.js';
import type { UnitCondition } from '../../../domain/units/unit-status.js';

/**
 * Available units per product and condition, read live (reservations change them). Only the available
 * ones are read, through migration 0022's partial index: a product's sold and reserved units pile up
 * over the years, and this runs on every cart read and order of a product under units. A condition
 * without available units is left out (0).
 */
export class SqlUnitStock implements UnitStockSource {
  constructor(
    private readonly dataSource: Pick<DataSource, 'query'>,
    readonly lowStockThreshold: number,
  ) {}

  async availableUnits(productIds: readonly string[]): Promise<ReadonlyMap<string, UnitCounts>> {
    if (productIds.length === 0) return new Map();
    const rows: { product_id: string; condition: UnitCondition; available: number }[] = await this.dataSource.query(
      `SELECT product_id, condition, count(*)::int AS available
       FROM units WHERE product_id = ANY($1::uuid[]) AND status = 'available' GROUP BY product_id, condition`,
      [[...productIds]],
    );
    const counts = new Map<string, Partial<Record<UnitCondition, number>>>();
    for (const row of rows) counts.set(row.product_id, { ...counts.get(row.product_id), [row.condition]: row.available });
    return counts;
  }
}
