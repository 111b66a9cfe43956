import { QueryClient } from '@tanstack/react-query';
import { isHydrating } from '../shared/hydration/hydration-phase.js';

/**
 * Catalogue data is cached 5 minutes and retried twice, as the spec says. A query mounted while the
 * server's page is being hydrated holds the data the page was rendered with a moment ago: it is not
 * asked again then, whatever its staleTime (the cart's is 0); a later mount asks again when stale, as usual.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false, refetchOnMount: () => !isHydrating() } } });
