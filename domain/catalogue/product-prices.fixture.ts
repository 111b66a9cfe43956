import type { ProductPrices } from './product.js';

/** No price and no 'Price on request' for any condition: tests set the ones they need. */
export const NO_PRICES: ProductPrices = {
  price: null,
  priceNew: null,
  priceUsedA: null,
  priceUsedCw: null,
  priceRentPerDay: null,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: false,
  askOfferRent: false,
};
