import { describe, expect, it } from '@jest/globals';
import { applyListingQuery, DEFAULT_LISTING_QUERY, listingQueryParams, parseListingQuery } from './listing-query.js';
import { listedProduct } from '../../test/arbitraries/product.arbitraries.js';

describe('parseListingQuery', () => {
  it('reads an empty query as the default listing', () => {
    expect(parseListingQuery({})).toEqual({ ok: true, value: DEFAULT_LISTING_QUERY });
    expect(parseListingQuery({ size: '', type: '', sort: '', rentable: '' })).toEqual({ ok: true, value: DEFAULT_LISTING_QUERY });
    expect(DEFAULT_LISTING_QUERY.sort).toBe('size-small');
  });

  it('reads every parameter', () => {
    expect(parseListingQuery({ size: '4-10ft', type: 'Refrigerated', sort: 'price-high', rentable: 'true' })).toEqual({
      ok: true,
      value: { sizeGroup: '4-10ft', type: 'thermostatic', sort: 'price-high', rentable: true },
    });
    expect(parseListingQuery({ size: '20FT', sort: 'Size-Large', type: 'high cube', rentable: 'false' })).toEqual({
      ok: true,
      value: { sizeGroup: '20ft', type: 'high-cube', sort: 'size-large', rentable: false },
    });
  });

  it('takes the first of a repeated parameter', () => {
    const parsed = parseListingQuery({ sort: ['price-low', 'price-high'] });
    expect(parsed.ok && parsed.value.sort).toBe('price-low');
  });

  it('names the field of an unknown size or sort', () => {
    const size = parseListingQuery({ size: '20ft HC' });
    expect(size.ok).toBe(false);
    if (!size.ok) {
      expect(size.error).toMatchObject({ kind: 'invalid-size-group', field: 'size', value: '20ft hc' });
      expect(size.error.message.en).toBe('Unknown size "20ft hc". Use one of: 4-10ft, 20ft, 40ft, 45ft.');
    }
    const sort = parseListingQuery({ sort: 'cheapest' });
    expect(!sort.ok && sort.error.field).toBe('sort');
    expect(!sort.ok && sort.error.message.en).toBe(
      'Unknown sort order "cheapest". Use one of: price-low, price-high, size-small, size-large, unsorted.',
    );
    const rentable = parseListingQuery({ rentable: 'yes' });
    expect(!rentable.ok && rentable.error.field).toBe('rentable');
  });
});

describe('listingQueryParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(listingQueryParams(DEFAULT_LISTING_QUERY)).toEqual({});
    expect(listingQueryParams({ sizeGroup: '45ft', type: 'tank', sort: 'unsorted', rentable: true })).toEqual({
      size: '45ft',
      type: 'tank',
      sort: 'unsorted',
      rentable: 'true',
    });
  });
});

describe('applyListingQuery', () => {
  const catalogue = [
    listedProduct({ id: 1, size: '20ft', priceNew: 100, priceRentPerDay: 900 }),
    listedProduct({ id: 2, size: '20ft HC', priceNew: 500, priceRentPerDay: 200 }),
    listedProduct({ id: 3, size: '40ft', priceNew: 50 }),
  ];

  it('sorts a sale listing on sale prices', () => {
    const listed = applyListingQuery(catalogue, { ...DEFAULT_LISTING_QUERY, sizeGroup: '20ft', sort: 'price-low' });
    expect(listed.map((p) => p.id)).toEqual([1, 2]);
  });

  it('sorts a rentable listing on the daily rent', () => {
    const listed = applyListingQuery(catalogue, { ...DEFAULT_LISTING_QUERY, rentable: true, sort: 'price-low' });
    expect(listed.map((p) => p.id)).toEqual([2, 1]);
  });
});
