import { useQuery } from '@tanstack/react-query';
import type { ShownProductDetail } from './product-detail.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { ApiError, apiGet } from '../../../shared/remote/http.js';
import { toProductDetail } from './product-detail.js';

/** `GET /api/products/{slug}?lang=`; the server falls back to the slug in another language. */
export const useProduct = (slug: string, lang: Language) =>
  useQuery({
    queryKey: ['product', slug, lang],
    queryFn: async ({ signal }): Promise<ShownProductDetail> =>
      toProductDetail(await apiGet<ApiJson<'ProductDetailDto'>>(`/api/products/${encodeURIComponent(slug)}`, { lang }, signal)),
    enabled: slug !== '',
    // Retried twice (spec), except when the server says the product does not exist.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
