import { applyListingQuery, parseListingQuery, type QueryParams } from '../../domain/catalogue/listing-query.js';
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

/** The product listing: filters and sort from the domain's tables, paged. */
export const listProducts =
  (deps: { readonly catalogue: ProductCatalogue }) =>
  async (request: ListProductsRequest): Promise<Result<Page<ProductSummary>, ApplicationError>> => {
    const query = parseListingQuery(request.params);
    if (!query.ok) return err(invalidInput([{ field: query.error.field, message: query.error.message }]));
    const paging = parsePaging(request.params);
    if (!paging.ok) return err(paging.error);
    const products = applyListingQuery(await deps.catalogue.listSummaries(request.language), query.value);
    const { page, pageSize } = paging.value;
    const items = pageSize === null ? products : products.slice((page - 1) * pageSize, page * pageSize);
    return ok({ items, total: products.length, page, pageSize: pageSize ?? products.length });
  };
