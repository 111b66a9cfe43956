import { QueryClient } from '@tanstack/react-query';

/** Catalogue data is cached 5 minutes and retried twice, as the spec says. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false } } });
