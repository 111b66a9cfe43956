import type { Result } from '../../domain/shared/result.js';
import type { ResolvedVatCustomer } from '../../domain/vat/resolved-vat-customer.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { CartTotals } from '../../domain/pricing/cart-totals.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { LineVat } from '../../domain/vat/vat-lines.js';
import type { CartContents, StoredCartLine } from './cart-repository.port.js';

/** A line as the server prices it now. */
export interface PricedCartLine extends StoredCartLine {
  readonly lineTotal: Cents;
  /** Why the line can no longer be ordered (localized), or null. */
  readonly problem: LocalizedText | null;
  /** The line's VAT for the cart's customer; null for a line with a problem (it is not charged). */
  readonly vat: LineVat | null;
  /** Its product is managed by container units: an order reserves units for the line. */
  readonly managedByUnits: boolean;
  /** Available units of its product and condition, for a product managed by units (when counted); else null. */
  readonly unitsLeft: number | null;
  /** "Only 2 left" (localized) once that stock is low, else null. */
  readonly stockNote: LocalizedText | null;
}

export interface PricedCart {
  readonly id: string;
  /** Newest first. */
  readonly lines: readonly PricedCartLine[];
  /** Over the lines without a problem, for `customer`; itemCount counts every line. */
  readonly totals: CartTotals;
  readonly customer: ResolvedVatCustomer;
  /** False while any line has a problem. */
  readonly orderable: boolean;
  /** The cart's and the catalogue's versions it was priced at: an order is written only while both hold. */
  readonly versions: { readonly cart: string; readonly catalogue: string };
}

/** How a pricing treats the stock of lines under container units. */
export interface UnitCounting {
  /**
   * False: their available units are not counted (no statement): unitsLeft and stockNote stay null
   * and too many asked is no problem here. For the order, whose reservation takes the units in the
   * statement that writes it and refuses too few with the same message, nothing written
   * (docs/units.md, "Reservations"). True (the default): counted live, as the cart shows them.
   */
  readonly countUnits: boolean;
}


/** The cart priced on the server, as the checkout charges it (application/cart/priced-cart.ts implements it). */
export interface CartPricing {
  /** The cart's lines with its versions; not found for a malformed or unknown id. */
  contents(cartId: string): Promise<Result<CartContents, ApplicationError>>;
  /** Prices lines a cart read answered, from the products of the catalogue version that read saw. */
  price(cartId: string, contents: CartContents, language: Language, customer: ResolvedVatCustomer, counting: UnitCounting): Promise<PricedCart>;
  /** Reads and prices the cart in one go. */
  load(cartId: string, language: Language, customer: ResolvedVatCustomer, counting: UnitCounting): Promise<Result<PricedCart, ApplicationError>>;
}
