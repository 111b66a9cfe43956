import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SORT_KEY, rentalSort, SORT_OPTION_LIST, SORT_OPTIONS, sortProducts } from './product-sorting.js';
import { listedProduct } from '../../test/arbitraries/product.arbitraries.js';

const ids = (products: readonly { readonly id: number }[]): number[] => products.map((product) => product.id);

describe('sale price sorts', () => {
  const catalogue = [
    listedProduct({ id: 1, priceNew: 300_000, priceUsedA: 200_000 }),
    listedProduct({ id: 2 }),
    listedProduct({ id: 3, priceUsedCw: 150_000, priceNew: 0 }),
    listedProduct({ id: 4, priceNew: 450_000, priceUsedCw: -1 }),
    listedProduct({ id: 5, priceNew: 0, priceUsedA: 0 }),
  ];

  it('price-low sorts on the lowest positive price, products without one last', () => {
    expect(ids(sortProducts(catalogue, 'price-low'))).toEqual([3, 1, 4, 2, 5]);
  });

  it('price-high sorts on the highest positive price, products without one last', () => {
    expect(ids(sortProducts(catalogue, 'price-high'))).toEqual([4, 1, 3, 2, 5]);
  });

  it('keeps the input order for equal prices', () => {
    const tied = [listedProduct({ id: 7, priceNew: 100 }), listedProduct({ id: 8, priceUsedA: 100 }), listedProduct({ id: 9, priceUsedCw: 100 })];
    expect(ids(sortProducts(tied, 'price-low'))).toEqual([7, 8, 9]);
    expect(ids(sortProducts(tied, 'price-high'))).toEqual([7, 8, 9]);
  });
});

describe('size sorts', () => {
  const catalogue = [
    listedProduct({ id: 1, size: '40ft' }),
    listedProduct({ id: 2, size: '12ft' }),
    listedProduct({ id: 3, size: 'special' }),
    listedProduct({ id: 4, size: '20ft HC' }),
    listedProduct({ id: 5, size: '6ft' }),
    listedProduct({ id: 6, size: '20ft' }),
    listedProduct({ id: 7, size: '45ft HC' }),
  ];

  it('size-small follows the spec order with HC after its base, unknown last', () => {
    expect(ids(sortProducts(catalogue, 'size-small'))).toEqual([5, 6, 4, 1, 7, 3, 2]);
  });

  it('size-large puts the largest first, then special, then unknown sizes', () => {
    expect(ids(sortProducts(catalogue, 'size-large'))).toEqual([7, 1, 4, 6, 5, 3, 2]);
  });

  it('sorts by size-small by default', () => {
    expect(DEFAULT_SORT_KEY).toBe('size-small');
    expect(ids(sortProducts(catalogue))).toEqual([5, 6, 4, 1, 7, 3, 2]);
  });

  it('unsorted keeps the input order', () => {
    expect(ids(sortProducts(catalogue, 'unsorted'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('rental sort', () => {
  const catalogue = [
    listedProduct({ id: 1, priceRentPerDay: 500, priceNew: 100 }),
    listedProduct({ id: 2, askOfferRent: true }),
    listedProduct({ id: 3, priceRentPerDay: 250 }),
    listedProduct({ id: 4, priceRentPerDay: 9_999_999_900 }),
    listedProduct({ id: 5, priceRentPerDay: 0 }),
  ];

  it('price-low uses the daily rent, missing counting as above any price', () => {
    expect(ids(rentalSort(catalogue, 'price-low'))).toEqual([3, 1, 4, 2, 5]);
  });

  it('price-high uses the daily rent, missing counting as 0', () => {
    expect(ids(rentalSort(catalogue, 'price-high'))).toEqual([4, 1, 3, 2, 5]);
  });

  it('sorts sizes as the sale list does', () => {
    const sized = [listedProduct({ id: 1, size: '40ft' }), listedProduct({ id: 2, size: '10ft' })];
    expect(ids(rentalSort(sized))).toEqual([2, 1]);
  });
});

describe('sort options table', () => {
  it('is keyed by URL value with localized labels', () => {
    expect(SORT_OPTION_LIST.map((option) => option.value)).toEqual(['price-low', 'price-high', 'size-small', 'size-large', 'unsorted']);
    expect(SORT_OPTIONS['price-low'].label.en).toBe('Price: Low to High');
    expect(SORT_OPTIONS['size-large'].label.nl).toBe('Maat: groot naar klein');
  });
});
