/**
 * What an order is lives in the domain (domain/orders/order.ts). Re-exported for the API's DTOs and
 * mappers, which import it from here; everything else imports the domain directly.
 */
export { ORDER_STATUSES, PAYMENT_METHODS, type Order, type OrderLine, type OrderLineVat, type OrderStatus, type PaymentMethod } from '../../domain/orders/order.js';
