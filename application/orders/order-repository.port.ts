import type { BillingAddress, ShippingAddress } from '../../domain/forms/checkout-form.js';
import type { Language } from '../../domain/shared/language.js';
import type { Condition } from '../../domain/catalogue/product.js';
import type { Cents } from '../../domain/shared/money.js';
import type { VatDecision } from '../../domain/vat/vat-decision.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order, OrderLine, PaymentMethod } from '../../domain/orders/order.js';

/** The versions a cart was priced at (application/cart/priced-cart.ts): the order is written only while both hold. */
export interface PricedVersions {
  readonly cart: string;
  readonly catalogue: string;
}

/** An order's id and number, drawn before it is written. */
export interface ReservedOrder {
  readonly id: string;
  readonly orderNumber: number;
}

export interface NewOrder extends ReservedOrder {
  readonly accessTokenHash: string;
  readonly userId: string | null;
  readonly language: Language;
  readonly paymentMethod: PaymentMethod;
  readonly shippingAddress: ShippingAddress;
  readonly billingAddress: BillingAddress | null;
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  /** The one rate as a fraction (0.21) when every line has it, else null (orders.vat_rate). */
  readonly vatRate: number | null;
  readonly vatDetail: VatDecision;
  readonly structuredCommunication: string | null;
  readonly cartId: string;
}

/** An order line that takes container units: its product and condition, and how many (docs/units.md). */
export interface UnitReservationLine {
  readonly productId: string | null;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly quantity: number;
}

/** Placing an order found fewer available units of a line's product and condition than the order asks. */
export interface UnitsShort {
  readonly kind: 'units-short';
  readonly productTitle: string;
  readonly condition: Condition;
  readonly wanted: number;
  /** The units that were available (none was taken). */
  readonly left: number;
}

/** Everything placing an order writes, written as one. */
export interface OrderWrite {
  /** The versions the cart was priced at: the order is written only while both still hold. */
  readonly priced: PricedVersions;
  /** Bank transfer: the cart's lines are removed with the claim. */
  readonly emptyCart: boolean;
  readonly order: NewOrder;
  readonly items: readonly OrderLine[];
  /** Enqueued in the outbox with the order (none for an online payment: its emails wait for the payment). */
  readonly emails: readonly OutgoingEmail[];
  /**
   * The lines of products managed by container units: their units are reserved with the order, in
   * its transaction (none: the order is the one statement it always was).
   */
  readonly unitLines: readonly UnitReservationLine[];
}

export interface OrderRepository {
  /**
   * Draws the next order number and a new order id, outside any transaction. A number whose order is
   * never written (its cart moved on) is a gap in the numbering, as a rolled-back order always left.
   */
  reserveOrder(): Promise<ReservedOrder>;
  /**
   * All or nothing, in one statement: claims the cart if neither its lines nor the catalogue changed
   * since pricing (a concurrent change of the cart makes the claim wait and then fail), and only then
   * writes the order (status pending) with its items and emails and, when `emptyCart`, removes the
   * cart's lines. False when the cart or the catalogue moved on, or the cart is gone: nothing written.
   * With `unitLines`, their available units are reserved in the same transaction; too few of a
   * product and condition answers UnitsShort, with nothing written.
   */
  placeOrder(write: OrderWrite): Promise<boolean | UnitsShort>;
  /** Stores the payment session of a pending order and removes the ordered lines from its cart, in one transaction. */
  attachCheckoutSession(orderId: string, sessionId: string, cart: { readonly cartId: string; readonly lineIds: readonly string[] }): Promise<void>;
  /** pending → cancelled with a status-change row by `changedBy`, in one statement; false when the order was no longer pending. */
  cancelPendingOrder(orderId: string, changedBy: string): Promise<boolean>;
  findById(orderId: string): Promise<{ readonly order: Order; readonly accessTokenHash: string; readonly placedAt: Date } | null>;
  /** The order of a payment session, with when it was placed. */
  findBySessionId(sessionId: string): Promise<{ readonly order: Order; readonly placedAt: Date } | null>;
}
