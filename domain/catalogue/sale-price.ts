import type { Cents } from '../shared/money.js';
import type { ProductPrices } from './product.js';

export type SalePrices = Pick<ProductPrices, 'priceNew' | 'priceUsedA' | 'priceUsedCw'>;

const positiveSalePrices = (product: SalePrices): readonly Cents[] =>
  [product.priceNew, product.priceUsedA, product.priceUsedCw].filter(
    (price): price is Cents => price !== null && price > 0,
  );

/** The lowest positive price of new, used A and used CW, or null when there is none. */
export const lowestSalePrice = (product: SalePrices): Cents | null => {
  const prices = positiveSalePrices(product);
  return prices.length === 0 ? null : Math.min(...prices);
};

/** The highest positive price of new, used A and used CW, or null when there is none. */
export const highestSalePrice = (product: SalePrices): Cents | null => {
  const prices = positiveSalePrices(product);
  return prices.length === 0 ? null : Math.max(...prices);
};

/** A positive daily rent, or null (a zero or missing rent is no rent price). */
export const rentPerDay = (product: Pick<ProductPrices, 'priceRentPerDay'>): Cents | null =>
  product.priceRentPerDay !== null && product.priceRentPerDay > 0 ? product.priceRentPerDay : null;
