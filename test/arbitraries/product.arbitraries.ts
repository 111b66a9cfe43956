import fc from 'fast-check';
import { SIZES } from '../../domain/catalogue/sizes.js';

/** Shared named arbitraries for the catalogue's property tests. */

/** Cents including zero and negatives, which must never count as a price. */
export const anyPriceOrMissing = fc.option(fc.integer({ min: -5_000, max: 10_000_000 }), { nil: null });

/** Catalogue sizes, their sloppy spellings, unknown sizes and noise. */
export const anySizeText = fc.oneof(
  fc.constantFrom(...SIZES),
  fc.constantFrom('20FT hc', ' 40 ft HC ', '10FT', '12ft', '30ft', '', 'Special'),
  fc.string({ maxLength: 8 }),
);

export const anyStoredType = fc.oneof(
  fc.constantFrom('Standard', 'High Cube', 'Refrigerated', 'Thermostatic', 'Flat Rack', 'Open Top', 'Tank', 'Special', ''),
  fc.constantFrom('high cube', 'REFRIGERATED', 'flat-rack', 'Bulk', 'Ventilated'),
  fc.string({ maxLength: 10 }),
);

/** A listed product reduced to what sorting and filtering read, with an id to follow it. */
export const anyListedProduct = fc.record({
  id: fc.nat(),
  size: anySizeText,
  type: anyStoredType,
  priceNew: anyPriceOrMissing,
  priceUsedA: anyPriceOrMissing,
  priceUsedCw: anyPriceOrMissing,
  priceRentPerDay: anyPriceOrMissing,
  askOfferRent: fc.boolean(),
});
export type ListedProduct = typeof anyListedProduct extends fc.Arbitrary<infer T> ? T : never;

export const anyCatalogue = fc.array(anyListedProduct, { maxLength: 30 });

/** A product with only the given fields set and no prices, for example tests. */
export const listedProduct = (overrides: Partial<ListedProduct>): ListedProduct => ({
  id: 0,
  size: '20ft',
  type: 'Standard',
  priceNew: null,
  priceUsedA: null,
  priceUsedCw: null,
  priceRentPerDay: null,
  askOfferRent: false,
  ...overrides,
});

/** Same multiset of ids. */
export const sameIds = (a: readonly { readonly id: number }[], b: readonly { readonly id: number }[]): boolean => {
  const sortedIds = (list: readonly { readonly id: number }[]) => list.map((item) => item.id).sort((x, y) => x - y);
  return JSON.stringify(sortedIds(a)) === JSON.stringify(sortedIds(b));
};
