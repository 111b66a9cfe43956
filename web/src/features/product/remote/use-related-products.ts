import { useQuery } from '@tanstack/react-query';
import type { ProductDetail, ProductSummary } from '../../../../../domain/catalogue/product.js';
import { typeFilterValue } from '../../../../../domain/catalogue/product-types.js';
import { normalizeSize } from '../../../../../domain/catalogue/sizes.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';
import { toProductSummary } from './product-detail.js';

export const MAX_RELATED_PRODUCTS = 4;

/** Other products of the same type or size, same-type first, at most four. */
export const pickRelated = (product: ProductDetail, all: readonly ProductSummary[]): readonly ProductSummary[] => {
  const type = typeFilterValue(product.type);
  const size = normalizeSize(product.size) ?? product.size;
  const others = all.filter((candidate) => candidate.id !== product.id);
  const sameType = others.filter((candidate) => typeFilterValue(candidate.type) === type);
  const sameSize = others.filter(
    (candidate) => typeFilterValue(candidate.type) !== type && (normalizeSize(candidate.size) ?? candidate.size) === size,
  );
  return [...sameType, ...sameSize].slice(0, MAX_RELATED_PRODUCTS);
};

export const useRelatedProducts = (product: ProductDetail | undefined, lang: Language) => {
  const list = useQuery({
    queryKey: ['products', lang, {}],
    queryFn: async ({ signal }) =>
      (await apiGet<ApiJson<'ProductListDto'>>('/api/products', { lang }, signal)).items.map(toProductSummary),
    enabled: product !== undefined,
  });
  return product === undefined || list.data === undefined ? [] : pickRelated(product, list.data);
};
