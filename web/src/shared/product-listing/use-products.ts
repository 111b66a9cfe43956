import { useQuery } from '@tanstack/react-query';
import type { ListingQuery } from '../../../../domain/catalogue/listing-query.js';
import { listingQueryParams } from '../../../../domain/catalogue/listing-query.js';
import type { ProductSummary } from '../../../../domain/catalogue/product.js';
import type { Language } from '../../../../domain/shared/language.js';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';
import { toProductSummary } from './product-summary.js';

const fetchProducts = async (lang: Language, params: Readonly<Record<string, string>>, signal: AbortSignal): Promise<readonly ProductSummary[]> => {
  const body = await apiGet<ApiJson<'ProductListDto'>>('/api/products', { lang, ...params }, signal);
  return body.items.map(toProductSummary);
};

/** The listing for a URL state; the server filters and sorts. */
export const useProducts = (lang: Language, query: ListingQuery) => {
  const params = listingQueryParams(query);
  return useQuery({
    queryKey: ['products', lang, params],
    queryFn: ({ signal }) => fetchProducts(lang, params, signal),
  });
};

/** Every product of the language, unfiltered: the type filter offers the types that exist. */
export const useAllProducts = (lang: Language) =>
  useQuery({ queryKey: ['products', lang, {}], queryFn: ({ signal }) => fetchProducts(lang, {}, signal) });
