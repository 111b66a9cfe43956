import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import type { AdminProductJson } from '../remote/admin-product-json.js';
import { findProductId, getAdminProduct } from '../remote/admin-product-requests.js';

export const adminProductKey = (slug: string, lang: Language) => ['admin-product', lang, slug] as const;

/** Everything the editor shows of the product behind the slug (found with the public nl fallback). */
export const useAdminProduct = (slug: string, lang: Language) =>
  useQuery({
    queryKey: adminProductKey(slug, lang),
    queryFn: async ({ signal }) => getAdminProduct(await findProductId(slug, lang, signal), signal),
    staleTime: 0,
    retry: false,
  });

/** The slug a product's editor address uses in the language (nl when the language has none). */
export const editorSlugOf = (product: AdminProductJson, lang: Language): string => product.translations[lang]?.slug ?? product.translations.nl?.slug ?? product.id;

/** Puts a saved product in the cache under its editor address and marks the public listings stale. */
export const useProductSaved = (): ((product: AdminProductJson, lang: Language) => void) => {
  const client = useQueryClient();
  return useCallback(
    (product: AdminProductJson, lang: Language) => {
      client.setQueryData(adminProductKey(editorSlugOf(product, lang), lang), product);
      void client.invalidateQueries({ queryKey: ['products'] });
    },
    [client],
  );
};
