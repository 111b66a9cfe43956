import type { ProductSummary } from '../../../../domain/catalogue/product.js';
import type { ApiJson } from '../api-types/api-json.js';
import { eurosToCents, type Cents } from '../../../../domain/shared/money.js';

/** A listing item as the API sends it: amounts in euros (at most two decimals). */
export type ProductSummaryJson = ApiJson<'ProductSummaryDto'>;

const cents = (euros: number | null): Cents | null => (euros === null ? null : eurosToCents(euros));

/** The one edge where the API's euros become cents. */
export const toProductSummary = (json: ProductSummaryJson): ProductSummary => ({
  ...json,
  description: json.description ?? '',
  metaDescription: json.metaDescription ?? '',
  price: cents(json.price),
  priceNew: cents(json.priceNew),
  priceUsedA: cents(json.priceUsedA),
  priceUsedCw: cents(json.priceUsedCw),
  priceRentPerDay: cents(json.priceRentPerDay),
});
