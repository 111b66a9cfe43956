import type { ColorType, Condition, ProductPrices } from '../catalogue/product.js';
import { askOfferFor, conditionPrice, type ConditionPrice } from '../pricing/condition-price.js';

export interface QuoteRequiredInput {
  readonly product: ProductPrices;
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  /** The page-level quoteRequired flag (e.g. set by a landing page). */
  readonly pageQuoteRequired: boolean;
}

/** A wish colour on a sale condition needs a quote; rent ignores colour. */
export const isWishColourOnSale = (condition: Condition | null, colorType: ColorType): boolean =>
  colorType === 'wish_color' && condition !== null && condition !== 'rent';

/**
 * A quote is required when the chosen condition asks for an offer, when a wish colour
 * is chosen for new, used-a or used-cw, or when the page says so.
 */
export const isQuoteRequired = ({ product, condition, colorType, pageQuoteRequired }: QuoteRequiredInput): boolean =>
  pageQuoteRequired ||
  (condition !== null && askOfferFor(product, condition)) ||
  isWishColourOnSale(condition, colorType);

/** The price the detail page shows for the selection: a wish colour turns a sale price into 'Price on request'. */
export const selectedConditionPrice = (product: ProductPrices, condition: Condition, colorType: ColorType): ConditionPrice =>
  isWishColourOnSale(condition, colorType) ? { kind: 'on-request' } : conditionPrice(product, condition);
