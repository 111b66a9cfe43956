import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_LISTING_QUERY,
  listingQueryParams,
  parseListingQuery,
  type ListingQuery,
} from '../../../../domain/catalogue/listing-query.js';

/**
 * The listing state lives in the URL (?size=&type=&sort=), read with the same domain parser
 * the server uses; an unknown value falls back to the default state instead of an error page.
 */
export const useListingQuery = (): readonly [ListingQuery, (change: Partial<ListingQuery>) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => {
    const parsed = parseListingQuery({
      size: searchParams.get('size') ?? undefined,
      type: searchParams.get('type') ?? undefined,
      sort: searchParams.get('sort') ?? undefined,
    });
    return parsed.ok ? parsed.value : DEFAULT_LISTING_QUERY;
  }, [searchParams]);
  const update = useCallback(
    (change: Partial<ListingQuery>) => setSearchParams(listingQueryParams({ ...query, ...change }), { replace: false }),
    [query, setSearchParams],
  );
  return [query, update] as const;
};
