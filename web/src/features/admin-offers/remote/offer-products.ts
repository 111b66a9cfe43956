import type { Condition, ProductPrices } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { eurosToCents } from '../../../../../domain/shared/money.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

export type OfferProductJson = ApiJson<'ProductSummaryDto'>;

/** Every product of the catalogue (`GET /api/products`, no paging), for the lines' product choice. */
export const listOfferProducts = async (lang: Language, signal?: AbortSignal): Promise<readonly OfferProductJson[]> =>
  (await apiGet<ApiJson<'ProductListDto'>>('/api/products', { lang }, signal)).items;

const cents = (euros: number | null): number | null => (euros === null ? null : eurosToCents(euros));

/** A listed product's prices in cents, as the domain's price rules read them. */
export const productPricesOf = (product: OfferProductJson): ProductPrices => ({
  price: cents(product.price),
  priceNew: cents(product.priceNew),
  priceUsedA: cents(product.priceUsedA),
  priceUsedCw: cents(product.priceUsedCw),
  priceRentPerDay: cents(product.priceRentPerDay),
  askOfferNew: product.askOfferNew,
  askOfferUsedA: product.askOfferUsedA,
  askOfferUsedCw: product.askOfferUsedCw,
  askOfferRent: product.askOfferRent,
});

export const conditionsById = (products: readonly OfferProductJson[]): ReadonlyMap<string, Condition> => new Map(products.map((product) => [product.id, product.condition]));
