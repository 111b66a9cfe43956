import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

export type Suggestion = ApiJson<'SuggestionDto'>;

export type Suggestions = ApiJson<'SuggestionsDto'>;

const NONE: Suggestions = { products: [], landingPages: [] };

/**
 * Up to 3 products and 3 landing pages whose title holds the term, in the visitor's language.
 * No term, no request. A failed lookup is only logged (the spec): the card shows without them.
 */
export const useSuggestions = (lang: Language, term: string | null) =>
  useQuery({
    queryKey: ['not-found', 'suggestions', lang, term],
    queryFn: async ({ signal }): Promise<Suggestions> => {
      if (term === null) return NONE;
      try {
        return await apiGet<Suggestions>('/api/search/suggestions', { lang, q: term }, signal);
      } catch (error) {
        console.warn('Not-found suggestions failed', error);
        return NONE;
      }
    },
    retry: false,
  });
