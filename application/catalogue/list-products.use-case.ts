import { applyListingQuery, listingQueryParams, parseListingQuery, type ListingQuery, type QueryParams } from '../../domain/catalogue/listing-query.js';
import type { ProductSummary } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { parsePaging, type Page } from '../shared/paging.js';
import type { ProductCatalogue } from './product-catalogue.port.js';

export interface ListProductsRequest {
  readonly language: Language;
  /** The listing's URL query: size, type, sort, rentable, page, pageSize. */
  readonly params: QueryParams;
}

/**
 * Filtered and sorted listings, remembered per listing state for as long as
 * the catalogue hands out the same (cached) product list.
 */
const listingMemo = (): ((products: readonly ProductSummary[], query: ListingQuery) => readonly ProductSummary[]) => {
  const byProductList = new WeakMap<readonly ProductSummary[], Map<string, readonly ProductSummary[]>>();
  return (products, query) => {
    const key = new URLSearchParams(listingQueryParams(query)).toString();
    let listings = byProductList.get(products);
    if (listings === undefined) {
      listings = new Map();
      byProductList.set(products, listings);
    }
    const known = listings.get(key);
    if (known !== undefined) return known;
    const listed = applyListingQuery(products, query);
    listings.set(key, listed);
    return listed;
  };
};

/** The product listing: filters and sort from the domain's tables, paged. */
export const listProducts = (deps: { readonly catalogue: ProductCatalogue }) => {
  const listed = listingMemo();
  return async (request: ListProductsRequest): Promise<Result<Page<ProductSummary>, ApplicationError>> => {
    const query = parseListingQuery(request.params);
    if (!query.ok) return err(invalidInput([{ field: query.error.field, message: query.error.message }]));
    const paging = parsePaging(request.params);
    if (!paging.ok) return err(paging.error);
    const products = listed(await deps.catalogue.listSummaries(request.language), query.value);
    const { page, pageSize } = paging.value;
    const items = pageSize === null ? products : products.slice((page - 1) * pageSize, page * pageSize);
    return ok({ items, total: products.length, page, pageSize: pageSize ?? products.length });
  };
};
