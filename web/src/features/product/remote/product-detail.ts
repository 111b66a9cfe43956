import type { ProductDetail, ProductSummary } from '../../../../../domain/catalogue/product.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { eurosToCents, type Cents } from '../../../../../domain/shared/money.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

/** The API's product: amounts in euros. */
export type ProductDetailJson = ApiJson<'ProductDetailDto'>;
export type ProductSummaryJson = ApiJson<'ProductSummaryDto'>;

const cents = (euros: number | null | undefined): Cents | null => (euros === null || euros === undefined ? null : eurosToCents(euros));

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

/** A product detail whose description HTML is branded as the server's sanitised HTML. */
export type ShownProductDetail = Omit<ProductDetail, 'descriptionHtml'> & { readonly descriptionHtml: SanitisedHtml | null };

export const toProductDetail = (json: ProductDetailJson): ShownProductDetail => ({
  ...json,
  ...toProductSummary(json),
  leasingPrice: cents(json.leasingPrice),
  // The server leaves sortOrder out where the images are already in order.
  conditionImages: json.conditionImages.map((image, index) => ({ ...image, sortOrder: image.sortOrder ?? index })),
  descriptionHtml: serverHtml(json.descriptionHtml),
});
