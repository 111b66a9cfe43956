import type { Condition, ProductSummary } from '../../../../../domain/catalogue/product.js';
import { eurosToCents, type Cents } from '../../../../../domain/shared/money.js';

/** A listing item as the API sends it: amounts in euros (at most two decimals). */
export interface ProductSummaryJson {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string | null;
  readonly metaDescription: string | null;
  readonly imageUrl: string | null;
  readonly type: string;
  readonly typeLabel?: string;
  readonly condition: Condition;
  readonly size: string;
  readonly isAvailable: boolean;
  readonly price: number | null;
  readonly priceNew: number | null;
  readonly priceUsedA: number | null;
  readonly priceUsedCw: number | null;
  readonly priceRentPerDay: number | null;
  readonly askOfferNew: boolean;
  readonly askOfferUsedA: boolean;
  readonly askOfferUsedCw: boolean;
  readonly askOfferRent: boolean;
  readonly createdAt: string;
}

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
