import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { listingQueryParams, parseListingQuery, type ListingQuery } from './listing-query.js';
import { SORT_KEYS } from './product-sorting.js';
import { typeFilterValue } from './product-types.js';
import { isSizeGroup, SIZE_GROUP_VALUES } from './sizes.js';
import { anyStoredType } from '../../test/arbitraries/product.arbitraries.js';

const anyTypeFilterValue = anyStoredType.map(typeFilterValue).map((value) => (value === '' ? null : value));
const anyListingQuery: fc.Arbitrary<ListingQuery> = fc.record({
  sizeGroup: fc.option(fc.constantFrom(...SIZE_GROUP_VALUES), { nil: null }),
  type: anyTypeFilterValue,
  sort: fc.constantFrom(...SORT_KEYS),
  rentable: fc.boolean(),
});
const anyUnknownSizeValue = fc.string({ minLength: 1, maxLength: 8 }).filter((value) => value.trim() !== '' && !isSizeGroup(value.trim().toLowerCase()));

describe('listing query properties', () => {
  it('round-trips a listing state through its URL parameters', () => {
    fc.assert(
      fc.property(anyListingQuery, (query) => {
        expect(parseListingQuery(listingQueryParams(query))).toEqual({ ok: true, value: query });
      }),
    );
  });

  it('refuses any size that is not a group, naming the size field', () => {
    fc.assert(
      fc.property(anyUnknownSizeValue, (size) => {
        const parsed = parseListingQuery({ size });
        return !parsed.ok && parsed.error.field === 'size' && parsed.error.kind === 'invalid-size-group';
      }),
    );
  });
});
