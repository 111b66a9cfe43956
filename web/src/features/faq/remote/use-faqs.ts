import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

/** One FAQ entry; `number` is two digits ('01'), its place in the unfiltered list. */
export interface FaqEntry {
  readonly id: string;
  readonly number: string;
  readonly question: string;
  readonly answer: string;
}

/** The FAQ of the language, filtered on the server by the search text; the last list stays while the next loads. */
export const useFaqs = (lang: Language, search: string) => {
  const q = search.trim();
  return useQuery({
    queryKey: ['faq', lang, q],
    queryFn: async ({ signal }) => (await apiGet<{ readonly items: readonly FaqEntry[] }>('/api/faq', { lang, q }, signal)).items,
    placeholderData: keepPreviousData,
  });
};
