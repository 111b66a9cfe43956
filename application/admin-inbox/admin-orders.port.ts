import type { BillingAddress, ShippingAddress } from '../../domain/forms/checkout-form.js';
import type { OrderCsvLine } from '../../domain/orders/orders-csv.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { VatDecision } from '../../domain/vat/vat-decision.js';
import type { OrderLine, OrderStatus, PaymentMethod } from '../../domain/orders/order.js';
import type { InvoiceTransactionStore } from '../invoices/invoice-store.port.js';
import type { Unit } from '../../domain/units/unit.js';

/** One row of the admin's order list. */
export interface AdminOrderSummary {
  readonly id: string;
  readonly orderNumber: number;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentVerified: boolean;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  readonly itemCount: number;
  readonly createdAt: Date;
  readonly paidAt: Date | null;
}

/** One recorded status change: who moved the order and when. */
export interface OrderStatusChange {
  readonly fromStatus: string;
  readonly toStatus: string;
  readonly changedBy: string;
  readonly changedAt: Date;
  readonly note: string | null;
}

export interface AdminOrderDetail extends AdminOrderSummary {
  readonly language: Language;
  readonly items: readonly OrderLine[];
  readonly shippingAddress: ShippingAddress;
  readonly billingAddress: BillingAddress | null;
  readonly structuredCommunication: string | null;
  readonly stripeSessionId: string | null;
  readonly vatDetail: VatDecision;
  /** The order's invoice and credit notes, by number. */
  readonly documents: readonly { readonly number: string; readonly kind: 'invoice' | 'credit_note'; readonly hasUbl: boolean }[];
  readonly statusHistory: readonly OrderStatusChange[];
  /** The container units the order holds now (reserved, or sold / rented out through it), by number (docs/units.md). */
  readonly units: readonly Unit[];
}

export interface OrderStatusUpdate {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly changedBy: string;
  readonly note: string | null;
  readonly at: Date;
}

export interface AdminOrderStore {
  /** Newest first. */
  list(filter: { readonly status: OrderStatus | null }, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly items: readonly AdminOrderSummary[]; readonly total: number }>;
  find(orderId: string): Promise<AdminOrderDetail | null>;
  /**
   * Moves the order from `update.from` to `update.to` and records the change, in
   * one transaction; marking paid also sets payment_verified and paid_at.
   * False, with nothing written, when the order is no longer in `update.from`.
   */
  changeStatus(orderId: string, update: OrderStatusUpdate, alsoDo?: (invoices: InvoiceTransactionStore) => Promise<void>): Promise<boolean>;
  /** One line per order item of the orders created in [from, to), oldest first. */
  exportLines(range: { readonly from: Date | null; readonly to: Date | null }): Promise<readonly OrderCsvLine[]>;
}
