import type { ProductDetail, ProductSummary } from '../../../../../domain/catalogue/product.js';
import { eurosToCents, type Cents } from '../../../../../domain/shared/money.js';
import { serverHtml, type SanitisedHtml } from '../../../shared/html/server-html.js';

type EuroPriceFields = 'price' | 'priceNew' | 'priceUsedA' | 'priceUsedCw' | 'priceRentPerDay' | 'leasingPrice';

/** The API's product: the domain shape with amounts in euros and nullable texts. */
export type ProductDetailJson = Omit<ProductDetail, EuroPriceFields | 'description' | 'metaDescription'> & {
  readonly [K in EuroPriceFields]: number | null;
} & { readonly description: string | null; readonly metaDescription: string | null };

export type ProductSummaryJson = Omit<ProductSummary, Exclude<EuroPriceFields, 'leasingPrice'> | 'description' | 'metaDescription'> & {
  readonly [K in Exclude<EuroPriceFields, 'leasingPrice'>]: number | null;
} & { readonly description: string | null; readonly metaDescription: string | null };

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
  descriptionHtml: serverHtml(json.descriptionHtml),
});
