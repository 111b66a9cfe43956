import type { OrderLine } from '../../../domain/orders/order.js';
import type { NewOrder } from '../../../application/orders/order-repository.port.js';

/**
 * The one owner of the orders and order_items columns an order is placed with: the checkout's
 * statement (place-order-statements.ts) and every other way of placing an order
 * (sql-order-placement.ts: offers, next deliveries and bank payments) write through these, so a new
 * column is one edit here. An order is always written pending.
 */

/** What an order row is written from: the order as any feature placed it, without the cart it may come from. */
export type OrderRecord = Omit<NewOrder, 'cartId'>;

/** Each orders column a placed order is written with: its name, its parameter's type and its value, in parameter order. */
const ORDER_COLUMNS: readonly (readonly [name: string, type: string, value: (order: OrderRecord) => unknown])[] = [
  ['id', 'uuid', (order) => order.id],
  ['order_number', 'bigint', (order) => order.orderNumber],
  ['access_token_hash', 'text', (order) => order.accessTokenHash],
  ['user_id', 'uuid', (order) => order.userId],
  ['subtotal_cents', 'integer', (order) => order.subtotal],
  ['vat_cents', 'integer', (order) => order.vat],
  ['total_cents', 'integer', (order) => order.total],
  ['vat_rate', 'numeric', (order) => order.vatRate],
  ['payment_method', 'text', (order) => order.paymentMethod],
  ['structured_communication', 'text', (order) => order.structuredCommunication],
  ['shipping_address', 'jsonb', (order) => JSON.stringify(order.shippingAddress)],
  ['billing_address', 'jsonb', (order) => (order.billingAddress === null ? null : JSON.stringify(order.billingAddress))],
  ['language', 'text', (order) => order.language],
  ['vat_detail', 'jsonb', (order) => JSON.stringify(order.vatDetail)],
  ['customer_kind', 'text', (order) => order.vatDetail.customerKind],
  ['customer_vat_number', 'text', (order) => order.vatDetail.vatNumber],
];

/** How many parameters orderParameters gives. */
export const ORDER_PARAMETER_COUNT = ORDER_COLUMNS.length;

/** The parameters of insertOrderRow, in ORDER_COLUMNS order. */
export const orderParameters = (order: OrderRecord): unknown[] => ORDER_COLUMNS.map(([, , value]) => value(order));

/**
 * The order's row from the parameters from `$first` on (orderParameters), pending, with `cartId` (an
 * SQL expression) as its cart; one row for each row of `source`. Answers the order's id.
 */
export const insertOrderRow = (first: number, source: string, cartId: string): string => `
  INSERT INTO orders (${ORDER_COLUMNS.map(([name]) => name).join(', ')}, status, cart_id)
  SELECT ${ORDER_COLUMNS.map(([, type], index) => `$${first + index}::${type}`).join(', ')}, 'pending', ${cartId}
  FROM ${source}
  RETURNING id`;

/** Each order_items column a line is written with (after order_id): its name, its type in the JSON rows and its value. */
const ITEM_COLUMNS: readonly (readonly [name: string, type: string, value: (item: OrderLine, position: number) => unknown])[] = [
  ['position', 'integer', (_, position) => position],
  ['product_id', 'uuid', (item) => item.productId],
  ['product_title', 'text', (item) => item.productTitle],
  ['quantity', 'integer', (item) => item.quantity],
  ['unit_price_cents', 'integer', (item) => item.unitPrice],
  ['transport_price_cents', 'integer', (item) => item.transportPrice],
  ['line_total_cents', 'integer', (item) => item.lineTotal],
  ['selected_condition', 'text', (item) => item.condition],
  ['transport_type', 'text', (item) => item.transportType],
  ['color_type', 'text', (item) => item.colorType],
  ['ral_color', 'text', (item) => item.ralColor],
  ['transport_country', 'text', (item) => item.transportCountry],
  ['transport_postcode', 'text', (item) => item.transportPostcode],
  ['vat_category', 'text', (item) => item.vat.category],
  ['vat_rate_percent', 'numeric', (item) => item.vat.ratePercent],
  ['vat_tax_country', 'text', (item) => item.vat.taxCountry],
  ['vat_rule', 'text', (item) => item.vat.rule],
  ['vat_cents', 'integer', (item) => item.vat.amount],
];

/** The order_items columns of an order's lines, in the order of orderItemValues. */
export const ORDER_ITEM_COLUMNS = ['order_id', ...ITEM_COLUMNS.map(([name]) => name)].join(', ');

/** The values of ORDER_ITEM_COLUMNS: the order's id from `placed`, the rest from the row `item` of orderItemRows. */
export const orderItemValues = (placed: string, item: string): string => [`${placed}.id`, ...ITEM_COLUMNS.map(([name]) => `${item}.${name}`)].join(', ');

/** The lines of the JSON array `parameter` (orderItemsJson) as the rows `item`, in position order. */
export const orderItemRows = (parameter: string): string =>
  `jsonb_to_recordset(${parameter}::jsonb) AS item(${ITEM_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')})`;

/** The order's lines as the JSON array orderItemRows reads, numbered from 0. */
export const orderItemsJson = (items: readonly OrderLine[]): string =>
  JSON.stringify(items.map((item, position) => Object.fromEntries(ITEM_COLUMNS.map(([name, , value]) => [name, value(item, position)]))));
