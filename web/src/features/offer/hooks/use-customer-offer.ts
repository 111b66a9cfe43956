import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { fetchCustomerOffer, type CustomerOfferJson } from '../remote/customer-offer.js';

/** The key the server's render answers too (web/src/entry-server.tsx: an offer asked for with its token). */
export const customerOfferKey = (token: string, lang: Language) => ['offer', token, lang] as const;

export type CustomerOfferState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'loaded'; readonly offer: CustomerOfferJson };

/** The offer the link's token opens, in the page's language (a wrong or unknown token: not found). */
export const useCustomerOffer = (token: string, lang: Language): CustomerOfferState => {
  const query = useQuery({
    queryKey: customerOfferKey(token, lang),
    queryFn: ({ signal }) => fetchCustomerOffer(token, lang, signal),
    enabled: token !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (token === '') return { kind: 'not-found' };
  if (query.data !== undefined) return { kind: 'loaded', offer: query.data };
  if (query.isError) return query.error instanceof ApiError && query.error.status === 404 ? { kind: 'not-found' } : { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading' };
};

/** After an answer (declined, accepted elsewhere, refused): the page shows the offer as it now stands. */
export const useOfferChanged = (token: string, lang: Language) => {
  const client = useQueryClient();
  return (offer?: CustomerOfferJson) => {
    if (offer !== undefined) client.setQueryData(customerOfferKey(token, lang), offer);
    else void client.invalidateQueries({ queryKey: customerOfferKey(token, lang) });
  };
};
