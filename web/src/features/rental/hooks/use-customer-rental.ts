import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { fetchCustomerRental, type CustomerRentalJson } from '../remote/customer-rental.js';

/** The key the server's render answers too (web/src/entry-server.tsx: a rental asked for with its link's token). */
export const customerRentalKey = (token: string, lang: Language) => ['rental', token, lang] as const;

export type CustomerRentalState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'loaded'; readonly rental: CustomerRentalJson };

/** The rental the link's token opens, in the page's language (a wrong or unknown token: not found). */
export const useCustomerRental = (token: string, lang: Language): CustomerRentalState => {
  const query = useQuery({
    queryKey: customerRentalKey(token, lang),
    queryFn: ({ signal }) => fetchCustomerRental(token, lang, signal),
    enabled: token !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (token === '') return { kind: 'not-found' };
  if (query.data !== undefined) return { kind: 'loaded', rental: query.data };
  if (query.isError) return query.error instanceof ApiError && query.error.status === 404 ? { kind: 'not-found' } : { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading' };
};

/** After notice is given, the page shows the contract as the server answered it. */
export const useRentalAnswered = (token: string, lang: Language) => {
  const client = useQueryClient();
  return (rental: CustomerRentalJson) => client.setQueryData(customerRentalKey(token, lang), rental);
};
