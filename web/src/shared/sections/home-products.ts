import type { ProductSummary } from '../../../../domain/catalogue/product.js';
import { useAllProducts } from '../product-listing/use-products.js';

/** A carousel card's product: a listing item, prices in cents for the domain's price rows. */
export type CarouselProduct = ProductSummary;

/**
 * The catalogue (server-sorted, smallest size first) for the home carousel: the same
 * answer, and the same cache entry, as the listing's unfiltered one.
 */
export const useHomeProducts = useAllProducts;
