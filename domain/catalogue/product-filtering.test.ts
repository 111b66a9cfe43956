import { describe, expect, it } from '@jest/globals';
import { filterProducts, isRentable } from './product-filtering.js';
import { listedProduct } from '../../test/arbitraries/product.arbitraries.js';

const ids = (products: readonly { readonly id: number }[]): number[] => products.map((product) => product.id);

const catalogue = [
  listedProduct({ id: 1, size: '20ft', type: 'Standard', priceRentPerDay: 300 }),
  listedProduct({ id: 2, size: '20ft HC', type: 'High Cube' }),
  listedProduct({ id: 3, size: '8ft', type: 'Refrigerated', askOfferRent: true }),
  listedProduct({ id: 4, size: '10ft HC', type: 'Open Top', priceRentPerDay: 0 }),
  listedProduct({ id: 5, size: 'special', type: 'Flat Rack' }),
  listedProduct({ id: 6, size: '40FT hc', type: 'High Cube', priceRentPerDay: 900 }),
];

describe('filterProducts', () => {
  it('filters by size group, HC sizes included in their base group', () => {
    expect(ids(filterProducts(catalogue, { sizeGroup: '20ft' }))).toEqual([1, 2]);
    expect(ids(filterProducts(catalogue, { sizeGroup: '4-10ft' }))).toEqual([3, 4]);
    expect(ids(filterProducts(catalogue, { sizeGroup: '40ft' }))).toEqual([6]);
    expect(ids(filterProducts(catalogue, { sizeGroup: '45ft' }))).toEqual([]);
  });

  it('filters by shown type label', () => {
    expect(ids(filterProducts(catalogue, { type: 'special' }))).toEqual([4, 5]);
    expect(ids(filterProducts(catalogue, { type: 'thermostatic' }))).toEqual([3]);
    expect(ids(filterProducts(catalogue, { type: 'high-cube' }))).toEqual([2, 6]);
  });

  it('keeps rentable products: a rent price above 0 or rent on request', () => {
    expect(ids(filterProducts(catalogue, { rentable: true }))).toEqual([1, 3, 6]);
    expect(isRentable(listedProduct({ priceRentPerDay: 0 }))).toBe(false);
  });

  it('combines filters and keeps everything without one', () => {
    expect(ids(filterProducts(catalogue, { sizeGroup: '20ft', type: 'standard', rentable: true }))).toEqual([1]);
    expect(ids(filterProducts(catalogue, {}))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterProducts(catalogue, { sizeGroup: null, type: null, rentable: false }))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
