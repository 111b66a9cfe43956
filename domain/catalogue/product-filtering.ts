import type { ProductPrices } from './product.js';
import { matchesTypeFilter } from './product-types.js';
import { rentPerDay } from './sale-price.js';
import { sizeGroupOf, type SizeGroup } from './sizes.js';

export type FilterableProduct = Pick<ProductPrices, 'priceRentPerDay' | 'askOfferRent'> & {
  readonly size: string;
  readonly type: string;
};

export interface ProductFilter {
  /** A size group URL value; absent or null = all sizes. */
  readonly sizeGroup?: SizeGroup | null;
  /** A type filter value (see typeFilterValue); absent, null or empty = all types. */
  readonly type?: string | null;
  /** true keeps only products that can be rented. */
  readonly rentable?: boolean;
}

/** Rentable: a daily rent above 0, or rent on request. */
export const isRentable = (product: FilterableProduct): boolean => rentPerDay(product) !== null || product.askOfferRent;

export const matchesSizeGroup = (size: string, group: SizeGroup): boolean => sizeGroupOf(size) === group;

export const matchesProductFilter = (product: FilterableProduct, filter: ProductFilter): boolean =>
  (filter.sizeGroup == null || matchesSizeGroup(product.size, filter.sizeGroup)) &&
  (filter.type == null || matchesTypeFilter(product.type, filter.type)) &&
  (filter.rentable !== true || isRentable(product));

/** The products passing every given filter, in their input order. */
export const filterProducts = <P extends FilterableProduct>(products: readonly P[], filter: ProductFilter): P[] =>
  products.filter((product) => matchesProductFilter(product, filter));
