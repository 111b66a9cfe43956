import type { ColorType, Condition, ProductPrices } from '../catalogue/product.js';
import type { Cents } from '../shared/money.js';
import { rentPerMonth } from './rent.js';

/** What a product shows for one condition. */
export type ConditionPrice =
  | { readonly kind: 'price'; readonly cents: Cents }
  /** The ask-offer flag is set: 'Price on request', and a quote is required. */
  | { readonly kind: 'on-request' }
  | { readonly kind: 'none' };

/** The stored price of a condition (rent: per day), or null. */
export const storedConditionPrice = (product: ProductPrices, condition: Condition): Cents | null => {
  switch (condition) {
    case 'new':
      return product.priceNew;
    case 'used-a':
      return product.priceUsedA;
    case 'used-cw':
      return product.priceUsedCw;
    case 'rent':
      return product.priceRentPerDay;
  }
};

export const askOfferFor = (product: ProductPrices, condition: Condition): boolean => {
  switch (condition) {
    case 'new':
      return product.askOfferNew;
    case 'used-a':
      return product.askOfferUsedA;
    case 'used-cw':
      return product.askOfferUsedCw;
    case 'rent':
      return product.askOfferRent;
  }
};

/**
 * The price of one condition (rent: per day). The ask-offer flag wins over a stored
 * price; a price of 0 or less counts as no price. The generic `price` is not used here.
 */
export const conditionPrice = (product: ProductPrices, condition: Condition): ConditionPrice => {
  if (askOfferFor(product, condition)) return { kind: 'on-request' };
  const cents = storedConditionPrice(product, condition);
  return cents !== null && cents > 0 ? { kind: 'price', cents } : { kind: 'none' };
};

/**
 * The base price of an order line (spec point 9): 0 when a wish colour is chosen, the
 * daily price times 30 for rent, else the condition's price; a missing price counts as 0.
 * Rent is always colour from stock, so a wish colour sent with rent is ignored.
 */
export const orderBasePrice = (product: ProductPrices, condition: Condition, colorType: ColorType): Cents => {
  if (colorType === 'wish_color' && condition !== 'rent') return 0;
  const stored = storedConditionPrice(product, condition) ?? 0;
  return condition === 'rent' ? rentPerMonth(stored) : stored;
};
