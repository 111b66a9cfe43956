import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listingPageQuery, listingQueryParams, type ListingQuery } from '../../../../domain/catalogue/listing-query.js';

/**
 * The listing state lives in the URL (?size=&type=&sort=), read with the same domain function
 * the server keys its kept pages by (domain/rendering/page-query.ts); an unknown value falls back
 * to the default state instead of an error page.
 */
export const useListingQuery = (): readonly [ListingQuery, (change: Partial<ListingQuery>) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => listingPageQuery((name) => searchParams.get(name)), [searchParams]);
  const update = useCallback(
    (change: Partial<ListingQuery>) => setSearchParams(listingQueryParams({ ...query, ...change }), { replace: false }),
    [query, setSearchParams],
  );
  return [query, update] as const;
};
