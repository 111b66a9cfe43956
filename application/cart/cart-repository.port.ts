import type { ColorType, Condition, DeliveryOption } from '../../domain/catalogue/product.js';
import type { Cents } from '../../domain/shared/money.js';
import type { TransportCountry } from '../../domain/transport/transport-country.js';

/** A cart line as stored: written whole when added, with the prices the server computed then. */
export interface StoredCartLine {
  readonly id: string;
  readonly productId: string;
  /** The title in the language of the request that added the line. */
  readonly productTitle: string;
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly transportType: DeliveryOption;
  /** Null for self pickup. */
  readonly transportCountry: TransportCountry | null;
  /** Normalised postcode; null for self pickup. */
  readonly transportPostcode: string | null;
  readonly transportPrice: Cents;
}

export type NewCartLine = Omit<StoredCartLine, 'id'>;

/** A cart's lines as one statement read them, with the versions of that moment. */
export interface CartContents {
  /** Newest first. */
  readonly lines: readonly StoredCartLine[];
  /** Bumped by every change of the cart's lines (migration 0018). */
  readonly version: string;
  /** The catalogue version (products and transport) the same statement saw. */
  readonly catalogueVersion: string;
}

export type AddLineOutcome =
  | { readonly kind: 'added'; readonly lineId: string; readonly cart: CartContents }
  | { readonly kind: 'no-cart' }
  | { readonly kind: 'full' }
  /** The catalogue changed since the version the line was priced at: nothing was written. */
  | { readonly kind: 'catalogue-moved' };

export interface AddLineGuard {
  readonly maxLines: number;
  /** The catalogue version the line was priced at; the line is written only while it is still current. */
  readonly catalogueVersion: string;
}

/**
 * Per-visitor carts. A cart id is an unguessable token made by the adapter
 * (see cart-id.ts for its shape); callers check the shape before asking.
 */
export interface CartRepository {
  /** Makes an empty cart and returns its new id. */
  create(): Promise<string>;
  exists(cartId: string): Promise<boolean>;
  /** The cart's lines with its versions; null when there is no such cart. */
  lines(cartId: string): Promise<CartContents | null>;
  /**
   * Adds a line unless the cart already holds `maxLines` lines or the catalogue moved
   * on from the priced version (checked under a lock on the cart), and answers the
   * cart's lines with the new one.
   */
  addLine(cartId: string, line: NewCartLine, guard: AddLineGuard): Promise<AddLineOutcome>;
  /** Sets a line's quantity and transport price; false when the line is not in that cart. */
  updateLine(cartId: string, lineId: string, change: { readonly quantity: number; readonly transportPrice: Cents }): Promise<boolean>;
  /** False when the line is not in that cart. */
  removeLine(cartId: string, lineId: string): Promise<boolean>;
  /** Removes every line of the cart (the cart itself stays). */
  clear(cartId: string): Promise<void>;
}
