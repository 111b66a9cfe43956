import { cartLineStock } from '../../domain/units/cart-stock.js';
import { availableFor, demandKey } from '../../domain/units/unit-stock.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import type { CartProduct } from './cart-product-source.port.js';
import type { StoredCartLine } from './cart-repository.port.js';
import type { UnitStockSource } from './unit-stock-source.port.js';

/** The stock of a line of a product managed by container units. */
export interface LineStock {
  /** Available units its product and condition has now (rent: of any condition). */
  readonly unitsLeft: number;
  /** More asked (by all the cart's lines of that product and condition) than left, or null. */
  readonly problem: LocalizedText | null;
  /** "Only 2 left" when the stock is low, else null. */
  readonly note: LocalizedText | null;
}

/**
 * The live stock of every line whose product is managed by units, by line id: one read of the
 * units for those products, none when the cart has no such line.
 */
export const stockOfLines = async (
  source: UnitStockSource,
  lines: readonly StoredCartLine[],
  products: ReadonlyMap<string, CartProduct>,
): Promise<ReadonlyMap<string, LineStock>> => {
  const managed = lines.filter((line) => products.get(line.productId)?.managedByUnits === true);
  if (managed.length === 0) return new Map();
  const counts = await source.availableUnits([...new Set(managed.map((line) => line.productId))]);
  const demand = new Map<string, number>();
  for (const line of managed) {
    const key = demandKey(line.productId, line.condition);
    demand.set(key, (demand.get(key) ?? 0) + line.quantity);
  }
  return new Map(
    managed.map((line) => {
      const left = availableFor(counts.get(line.productId) ?? {}, line.condition);
      const stock = cartLineStock(demand.get(demandKey(line.productId, line.condition)) ?? line.quantity, left, source.lowStockThreshold);
      return [line.id, { unitsLeft: left, problem: stock.problem, note: stock.note }] as const;
    }),
  );
};
