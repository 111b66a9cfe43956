/**
 * What an order is lives in the domain (domain/orders/order.ts); re-exported here for the callers
 * that still import it from the orders' application side.
 */
export { ORDER_STATUSES, PAYMENT_METHODS, type Order, type OrderLine, type OrderLineVat, type OrderStatus, type PaymentMethod } from '../../domain/orders/order.js';
