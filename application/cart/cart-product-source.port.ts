import type { DeliveryOptions, ProductPrices } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';

/** What a cart needs to know about a product, as of a known catalogue version. */
export interface CartProduct extends ProductPrices {
  readonly id: string;
  /** In the asked language, else nl, else the first translation. */
  readonly title: string;
  readonly size: string;
  /** The hand-set flag; always true for a product managed by units (its stock is then counted live). */
  readonly isAvailable: boolean;
  readonly deliveryOptions: DeliveryOptions;
  /** The product has container units: their live count decides what can be ordered (UnitStockSource). */
  readonly managedByUnits: boolean;
}

/** Products as of one catalogue version. */
export interface CatalogueProducts {
  readonly version: string;
  readonly products: ReadonlyMap<string, CartProduct>;
}

export interface CartProductSource {
  /**
   * The products among `ids` that exist (ids must be well-formed uuids), keyed by id, as
   * of `version` (the catalogue version a cart read saw) or, when null, of the version
   * this instance last knew (it may be a moment old: a write priced from it checks it).
   * The answer names the version it is of; it comes from memory while that version holds.
   */
  findByIds(ids: readonly string[], language: Language, version: string | null): Promise<CatalogueProducts>;
  /** A write was refused because the catalogue moved on: the next unversioned read asks the database. */
  catalogueMoved(): void;
}
