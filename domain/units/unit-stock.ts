import { CONDITIONS, type Condition, type StockStatus, type UnitStock } from '../catalogue/product.js';
import { UNIT_CONDITIONS, type UnitCondition } from './unit-status.js';

/** Low Stock at or under this many available units, unless configured otherwise (LOW_STOCK_THRESHOLD). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;

/** Available units of one product per condition; a condition left out has none. */
export type UnitCounts = Readonly<Partial<Record<UnitCondition, number>>>;

/** The spec's stock status of a number of available units. */
export const stockStatusOf = (available: number, lowStockThreshold: number): StockStatus =>
  available <= 0 ? 'Out of Stock' : available <= lowStockThreshold ? 'Low Stock' : 'In Stock';

const total = (counts: UnitCounts): number => UNIT_CONDITIONS.reduce((sum, condition) => sum + Math.max(0, counts[condition] ?? 0), 0);

/**
 * The available units an order line of `condition` can take: those of its own condition,
 * or for rent those of any condition (a rental container is one of the boxes in the depot;
 * the reservation takes the cargo-worthy ones first, see RENT_PREFERENCE).
 */
export const availableFor = (counts: UnitCounts, condition: Condition): number =>
  condition === 'rent' ? total(counts) : Math.max(0, counts[condition] ?? 0);

/** Which conditions a rent line takes first: the least valuable box that can do the job. */
export const RENT_PREFERENCE: readonly UnitCondition[] = ['used-cw', 'used-a', 'new'];


export const deriveUnitStock = (counts: UnitCounts, lowStockThreshold: number): UnitStock => {
  const available = total(counts);
  return {
    isAvailable: available > 0,
    stockStatus: stockStatusOf(available, lowStockThreshold),
    available,
    conditions: CONDITIONS.map((condition) => {
      const count = availableFor(counts, condition);
      return { condition, available: count, stockStatus: stockStatusOf(count, lowStockThreshold) };
    }),
  };
};

/**
 * A product's availability and stock status: from its units when it has any (`counts` not
 * null, even when none of them is available), else the hand-set flags it was saved with.
 */
export const productStock = (
  handSet: { readonly isAvailable: boolean; readonly stockStatus: StockStatus },
  counts: UnitCounts | null,
  lowStockThreshold: number,
): { readonly isAvailable: boolean; readonly stockStatus: StockStatus; readonly unitStock: UnitStock | null } => {
  if (counts === null) return { ...handSet, unitStock: null };
  const unitStock = deriveUnitStock(counts, lowStockThreshold);
  return { isAvailable: unitStock.isAvailable, stockStatus: unitStock.stockStatus, unitStock };
};

/** A cart's demand per product and condition, summed over its lines (two lines of one box share its stock). */
export const demandKey = (productId: string, condition: Condition): string => `${productId}:${condition}`;
