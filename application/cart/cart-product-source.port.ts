import type { DeliveryOptions, ProductPrices } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';

/** What a cart needs to know about a product, read fresh (not from the catalogue cache). */
export interface CartProduct extends ProductPrices {
  readonly id: string;
  /** In the asked language, else nl, else the first translation. */
  readonly title: string;
  readonly size: string;
  readonly isAvailable: boolean;
  readonly deliveryOptions: DeliveryOptions;
}

export interface CartProductSource {
  /** The products among `ids` that exist (ids must be well-formed uuids), keyed by id. */
  findByIds(ids: readonly string[], language: Language): Promise<ReadonlyMap<string, CartProduct>>;
}
