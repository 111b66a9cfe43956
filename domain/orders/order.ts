import type { ColorType, Condition, DeliveryOption } from '../catalogue/product.js';
import type { BillingAddress, ShippingAddress } from '../forms/checkout-form.js';
import type { Language } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import type { TransportCountry } from '../transport/transport-country.js';
import type { VatCategory } from '../vat/vat-category.js';
import type { VatDecision } from '../vat/vat-decision.js';
import type { VatRule } from '../vat/vat-treatment.js';
import type { OrderStatus } from './statuses.js';

export { ORDER_STATUSES, type OrderStatus } from './statuses.js';

export const PAYMENT_METHODS = ['stripe', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One priced line of an order, as the server computed it when the order was placed. */
export interface OrderLine {
  readonly productId: string | null;
  readonly productTitle: string;
  /** Null for a line of an order made from an offer that is no container (a modification, a service, the transport). */
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly transportType: DeliveryOption;
  readonly transportPrice: Cents;
  /** Where the truck delivers; null for self pickup. */
  readonly transportCountry: TransportCountry | null;
  readonly transportPostcode: string | null;
  /** Net: unit price × quantity + transport, less the line's discounts (an offer's line). */
  readonly lineTotal: Cents;
  readonly vat: OrderLineVat;
}

/** The VAT decided for one order line when the order was placed. */
export interface OrderLineVat {
  readonly category: VatCategory;
  readonly ratePercent: number;
  /** Whose VAT was charged (the OSS report groups by it). */
  readonly taxCountry: string;
  readonly rule: VatRule;
  /** The line's share of its group's VAT; null for orders placed before VAT was decided per line. */
  readonly amount: Cents | null;
}

/**
 * An order with its lines, as the confirmation page, the emails and the payment provider see it;
 * whether it came from a cart or an offer (and, next, a delivery or a bank payment).
 */
export interface Order {
  readonly id: string;
  readonly orderNumber: number;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentVerified: boolean;
  readonly language: Language;
  readonly shippingAddress: ShippingAddress;
  readonly billingAddress: BillingAddress | null;
  readonly items: readonly OrderLine[];
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  /** Who the customer was for VAT, what VIES said, and the breakdown charged. */
  readonly vatDetail: VatDecision;
  /** Belgian structured communication, bank-transfer orders only. */
  readonly structuredCommunication: string | null;
  readonly stripeSessionId: string | null;
}
