import fc from 'fast-check';
import { COLOR_TYPES, CONDITIONS, type ProductPrices } from '../../domain/catalogue/product.js';

/** A stored price in cents, including the odd negative or missing one a careless import might leave. */
export const anyStoredPrice = fc.option(fc.integer({ min: -1_000, max: 5_000_000 }), { nil: null });

export const anyProductPrices: fc.Arbitrary<ProductPrices> = fc.record({
  price: anyStoredPrice,
  priceNew: anyStoredPrice,
  priceUsedA: anyStoredPrice,
  priceUsedCw: anyStoredPrice,
  priceRentPerDay: anyStoredPrice,
  askOfferNew: fc.boolean(),
  askOfferUsedA: fc.boolean(),
  askOfferUsedCw: fc.boolean(),
  askOfferRent: fc.boolean(),
});

export const anyCondition = fc.constantFrom(...CONDITIONS);
export const anyColorType = fc.constantFrom(...COLOR_TYPES);
