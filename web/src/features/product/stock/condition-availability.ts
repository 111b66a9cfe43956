import type { Condition, ProductDetail } from '../../../../../domain/catalogue/product.js';

/**
 * Whether the chosen condition can be ordered now. A product managed by container units has a
 * count per condition from the server (rent counts every available unit): a condition with none
 * left reads Out of Stock even while other conditions are in stock. Without units, or before a
 * condition is chosen, the product's own flag decides.
 */
export const isConditionAvailable = (product: Pick<ProductDetail, 'isAvailable' | 'unitStock'>, condition: Condition | null): boolean => {
  if (product.unitStock === null || condition === null) return product.isAvailable;
  return (product.unitStock.conditions.find((stock) => stock.condition === condition)?.available ?? 0) > 0;
};
