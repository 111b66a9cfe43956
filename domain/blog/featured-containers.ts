import { lowestSalePrice, type SalePrices } from '../catalogue/sale-price.js';

/** A blog post shows this many containers, then a carousel of the rest. */
export const FEATURED_CONTAINER_COUNT = 6;

export interface FeaturedContainers<P> {
  /** The six cheapest, cheapest first (equal prices keep the input order). */
  readonly featured: readonly P[];
  /** Everything else, in the input order. */
  readonly rest: readonly P[];
}

/**
 * Splits the catalogue for a blog post. A product's price is its lowest positive sale
 * price; a product without one counts as 0, so price-on-request containers come first.
 */
export const featuredContainers = <P extends SalePrices>(products: readonly P[]): FeaturedContainers<P> => {
  const priceAt = (index: number): number => {
    const product = products[index];
    return product === undefined ? 0 : (lowestSalePrice(product) ?? 0);
  };
  const cheapestIndexes = new Set(
    products
      .map((_, index) => index)
      .sort((a, b) => priceAt(a) - priceAt(b) || a - b)
      .slice(0, FEATURED_CONTAINER_COUNT),
  );
  const featured = [...cheapestIndexes].flatMap((index) => products.slice(index, index + 1));
  const rest = products.filter((_, index) => !cheapestIndexes.has(index));
  return { featured, rest };
};
