import type { OrderLine } from '../../../domain/orders/order.js';
import type { NewOrder } from '../../../application/orders/order-repository.port.js';

/**
 * The one owner of the orders and order_items columns an order is placed with: the checkout's
 * statement (place-order-statements.ts) and every other way of placing an order
 * (sql-order-placement.ts: offers, next deliveries and bank payments) write through these, so a new
 * column is one edit here. An order is always written pending.
 */

/** The orders columns of a placed order with their parameter types, in parameter order (orderParameters). */
const ORDER_COLUMNS = [
  ['id', 'uuid'],
  ['order_number', 'bigint'],
  ['access_token_hash', 'text'],
  ['user_id', 'uuid'],
  ['subtotal_cents', 'integer'],
  ['vat_cents', 'integer'],
  ['total_cents', 'integer'],
  ['vat_rate', 'numeric'],
  ['payment_method', 'text'],
  ['structured_communication', 'text'],
  ['shipping_address', 'jsonb'],
  ['billing_address', 'jsonb'],
  ['language', 'text'],
  ['vat_detail', 'jsonb'],
  ['customer_kind', 'text'],
  ['customer_vat_number', 'text'],
] as const;

/** How many parameters orderParameters gives. */
export const ORDER_PARAMETER_COUNT = ORDER_COLUMNS.length;

/** What an order row is written from: the order as any feature placed it, without the cart it may come from. */
export type OrderRecord = Omit<NewOrder, 'cartId'>;

/** The parameters of insertOrderRow, in ORDER_COLUMNS order. */
export const orderParameters = (order: OrderRecord): unknown[] => [
  order.id,
  order.orderNumber,
  order.accessTokenHash,
  order.userId,
  order.subtotal,
  order.vat,
  order.total,
  order.vatRate,
  order.paymentMethod,
  order.structuredCommunication,
  JSON.stringify(order.shippingAddress),
  order.billingAddress === null ? null : JSON.stringify(order.billingAddress),
  order.language,
  JSON.stringify(order.vatDetail),
  order.vatDetail.customerKind,
  order.vatDetail.vatNumber,
];

/**
 * The order's row from the parameters from `$first` on (orderParameters), pending, with `cartId` (an
 * SQL expression) as its cart; one row for each row of `source`. Answers the order's id.
 */
export const insertOrderRow = (first: number, source: string, cartId: string): string => `
  INSERT INTO orders (${ORDER_COLUMNS.map(([name]) => name).join(', ')}, status, cart_id)
  SELECT ${ORDER_COLUMNS.map(([, type], index) => `$${first + index}::${type}`).join(', ')}, 'pending', ${cartId}
  FROM ${source}
  RETURNING id`;

/** The order_items columns of an order's lines, in the order of orderItemValues and orderItemRows. */
export const ORDER_ITEM_COLUMNS = `order_id, position, product_id, product_title, quantity, unit_price_cents, transport_price_cents,
    line_total_cents, selected_condition, transport_type, color_type, ral_color, transport_country, transport_postcode,
    vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents`;

/** The values of ORDER_ITEM_COLUMNS: the order's id from `placed`, the rest from the row `item` of orderItemRows. */
export const orderItemValues = (placed: string, item: string): string => `${placed}.id, ${item}.position, ${item}.product_id, ${item}.product_title,
    ${item}.quantity, ${item}.unit_price_cents, ${item}.transport_price_cents, ${item}.line_total_cents, ${item}.selected_condition,
    ${item}.transport_type, ${item}.color_type, ${item}.ral_color, ${item}.transport_country, ${item}.transport_postcode,
    ${item}.vat_category, ${item}.vat_rate_percent, ${item}.vat_tax_country, ${item}.vat_rule, ${item}.vat_cents`;

/** The lines of the JSON array `parameter` (orderItemsJson) as the rows `item`, in position order. */
export const orderItemRows = (parameter: string): string => `jsonb_to_recordset(${parameter}::jsonb) AS item(position integer, product_id uuid,
    product_title text, quantity integer, unit_price_cents integer, transport_price_cents integer, line_total_cents integer,
    selected_condition text, transport_type text, color_type text, ral_color text, transport_country text, transport_postcode text,
    vat_category text, vat_rate_percent numeric, vat_tax_country text, vat_rule text, vat_cents integer)`;

const itemColumns = (item: OrderLine, position: number): Record<string, unknown> => ({
  position,
  product_id: item.productId,
  product_title: item.productTitle,
  quantity: item.quantity,
  unit_price_cents: item.unitPrice,
  transport_price_cents: item.transportPrice,
  line_total_cents: item.lineTotal,
  selected_condition: item.condition,
  transport_type: item.transportType,
  color_type: item.colorType,
  ral_color: item.ralColor,
  transport_country: item.transportCountry,
  transport_postcode: item.transportPostcode,
  vat_category: item.vat.category,
  vat_rate_percent: item.vat.ratePercent,
  vat_tax_country: item.vat.taxCountry,
  vat_rule: item.vat.rule,
  vat_cents: item.vat.amount,
});

/** The order's lines as the JSON array orderItemRows reads, numbered from 0. */
export const orderItemsJson = (items: readonly OrderLine[]): string => JSON.stringify(items.map(itemColumns));
