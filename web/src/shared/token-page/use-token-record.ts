import { useQuery, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../remote/http.js';

/** Where the record a secret link opens stands. */
export type TokenRecordState<Data> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'loaded'; readonly record: Data };

/**
 * The record a link's token opens (an offer, a rental), under the key the server's render answers
 * too (web/src/entry-server.tsx); never taken as fresh, a refusal (4xx) not retried. No token or a
 * 404 (a wrong or unknown token): not found.
 */
export const useTokenRecord = <Data>(token: string, queryKey: QueryKey, fetchRecord: (signal: AbortSignal) => Promise<Data>): TokenRecordState<Data> => {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRecord(signal),
    enabled: token !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (token === '') return { kind: 'not-found' };
  if (query.data !== undefined) return { kind: 'loaded', record: query.data };
  if (query.isError) return query.error instanceof ApiError && query.error.status === 404 ? { kind: 'not-found' } : { kind: 'error', retry: () => void query.refetch() };
  return { kind: 'loading' };
};
