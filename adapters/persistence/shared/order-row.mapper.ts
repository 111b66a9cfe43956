import type { OrderLine, Order, OrderStatus, PaymentMethod } from '../../../domain/orders/order.js';
import type { BillingAddress, ShippingAddress } from '../../../domain/forms/checkout-form.js';
import type { Language } from '../../../domain/shared/language.js';
import type { VatDecision } from '../../../domain/vat/vat-decision.js';

/** An order with its items aggregated as JSON (ORDER_SQL). */
export interface OrderRow {
  readonly id: string;
  readonly order_number: string | number;
  readonly access_token_hash: string;
  readonly status: string;
  readonly payment_method: string;
  readonly payment_verified: boolean;
  readonly language: string;
  readonly shipping_address: ShippingAddress;
  readonly billing_address: BillingAddress | null;
  readonly subtotal_cents: number;
  readonly vat_cents: number;
  readonly total_cents: number;
  readonly vat_detail: VatDecision;
  readonly paid_at: Date | null;
  readonly created_at: Date;
  readonly structured_communication: string | null;
  readonly stripe_session_id: string | null;
  readonly items: readonly OrderLine[];
}

/** The order with its lines in cart order; `$1` is matched by the caller's WHERE clause. */
export const ORDER_SELECT = `
SELECT o.id, o.order_number, o.access_token_hash, o.status, o.payment_method, o.payment_verified, o.language,
  o.shipping_address, o.billing_address, o.subtotal_cents, o.vat_cents, o.total_cents, o.vat_detail, o.structured_communication,
  o.stripe_session_id, o.paid_at, o.created_at,
  (SELECT coalesce(json_agg(json_build_object('productId', i.product_id, 'productTitle', i.product_title,
      'condition', i.selected_condition, 'colorType', i.color_type, 'ralColor', i.ral_color, 'quantity', i.quantity,
      'unitPrice', i.unit_price_cents, 'transportType', i.transport_type, 'transportPrice', i.transport_price_cents,
      'transportCountry', i.transport_country, 'transportPostcode', i.transport_postcode, 'lineTotal', i.line_total_cents,
      'vat', json_build_object('category', i.vat_category, 'ratePercent', i.vat_rate_percent, 'taxCountry', i.vat_tax_country,
        'rule', i.vat_rule, 'amount', i.vat_cents)) ORDER BY i.position, i.id), '[]')
   FROM order_items i WHERE i.order_id = o.id) AS items
FROM orders o`;

export const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  orderNumber: Number(row.order_number),
  status: row.status as OrderStatus,
  paymentMethod: row.payment_method as PaymentMethod,
  paymentVerified: row.payment_verified,
  language: row.language as Language,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
  items: row.items,
  subtotal: row.subtotal_cents,
  vat: row.vat_cents,
  total: row.total_cents,
  vatDetail: row.vat_detail,
  structuredCommunication: row.structured_communication,
  stripeSessionId: row.stripe_session_id,
});
