import type { BillingAddress, ShippingAddress } from '../../domain/forms/checkout-form.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { VatDecision } from '../../domain/vat/vat-decision.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { Order, OrderLine, PaymentMethod } from './order.js';

/** The versions a cart was priced at (application/cart/priced-cart.ts): the order is written only while both hold. */
export interface PricedVersions {
  readonly cart: string;
  readonly catalogue: string;
}

export interface NewOrder {
  readonly orderNumber: number;
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

/** The writes of placing an order; everything done through one instance commits or rolls back together. */
export interface PlaceOrderTransaction {
  /**
   * Claims the cart as it was priced, in one statement: locks it until the transaction ends, checks that
   * neither its lines nor the catalogue changed since (their versions), draws the order number and, when
   * `empty` (bank transfer), removes the cart's lines. Null when the cart or the catalogue moved on, or
   * the cart is gone: nothing was written.
   */
  claimCart(cartId: string, priced: PricedVersions, empty: boolean): Promise<number | null>;
  /** Inserts the order (status pending) with its items, and returns its id. */
  insertOrder(order: NewOrder, items: readonly OrderLine[]): Promise<string>;
  enqueueEmails(emails: readonly OutgoingEmail[]): Promise<void>;
}

export interface OrderRepository {
  /** Runs `work` in one database transaction: a throw rolls every write back. */
  placeOrderTransaction<T>(work: (tx: PlaceOrderTransaction) => Promise<T>): Promise<T>;
  /** Stores the payment session of a pending order and removes the ordered lines from its cart, in one transaction. */
  attachCheckoutSession(orderId: string, sessionId: string, cart: { readonly cartId: string; readonly lineIds: readonly string[] }): Promise<void>;
  /** pending → cancelled with a status-change row by `changedBy`, in one statement; false when the order was no longer pending. */
  cancelPendingOrder(orderId: string, changedBy: string): Promise<boolean>;
  findById(orderId: string): Promise<{ readonly order: Order; readonly accessTokenHash: string; readonly placedAt: Date } | null>;
  /** The order of a payment session, with when it was placed. */
  findBySessionId(sessionId: string): Promise<{ readonly order: Order; readonly placedAt: Date } | null>;
}
