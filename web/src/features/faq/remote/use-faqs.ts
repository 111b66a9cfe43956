import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

/** One FAQ entry; `number` is two digits ('01'), its place in the unfiltered list. */
export type FaqEntry = ApiJson<'FaqItemDto'>;

/** The FAQ of the language, filtered on the server by the search text; the last list stays while the next loads. */
export const useFaqs = (lang: Language, search: string) => {
  const q = search.trim();
  return useQuery({
    queryKey: ['faq', lang, q],
    queryFn: async ({ signal }) => (await apiGet<ApiJson<'FaqListDto'>>('/api/faq', { lang, q }, signal)).items,
    placeholderData: keepPreviousData,
  });
};
