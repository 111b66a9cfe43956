import { fillLocalized, type LocalizedText } from '../shared/language.js';
import { UNIT_MESSAGES } from './unit-messages.js';

/** What a cart line of a product managed by units says about its stock. */
export interface CartLineStock {
  /** Why the line cannot be ordered as it is (more asked than left), or null. */
  readonly problem: LocalizedText | null;
  /** "Only 2 left" once the stock is low (or "Sold out"), else null. */
  readonly note: LocalizedText | null;
}

/**
 * A line's stock: `left` available units of its product and condition, `demand` the units the
 * cart's lines of that product and condition ask together. More asked than left is a problem
 * naming how many are left; a stock at or under the low-stock threshold is noted.
 */
export const cartLineStock = (demand: number, left: number, lowStockThreshold: number): CartLineStock => {
  const remaining = Math.max(0, left);
  const problem = demand <= remaining ? null : remaining === 0 ? UNIT_MESSAGES.soldOut : fillLocalized(UNIT_MESSAGES.onlyLeft, { left: remaining });
  const note = remaining === 0 ? UNIT_MESSAGES.soldOutNote : remaining <= lowStockThreshold ? fillLocalized(UNIT_MESSAGES.stockNote, { left: remaining }) : null;
  return { problem, note };
};

/** The reason an order could not take enough units of a line (the 409 names the product around it). */
export const shortageReason = (left: number): LocalizedText =>
  left <= 0 ? UNIT_MESSAGES.soldOut : fillLocalized(UNIT_MESSAGES.onlyLeft, { left });
