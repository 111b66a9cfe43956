import type { CheckoutLine } from '../payments/payment-gateway.port.js';
import type { Order } from '../orders/order.js';
import { checkoutLines } from '../orders/place-order.use-case.js';

/**
 * The payment page's lines of an order made from an offer: a line at its unit price when it has no
 * discount, else "quantity × title" at its discounted total; then the VAT lines as for any order.
 * They add up to the order's total.
 */
export const offerCheckoutLines = (order: Order): readonly CheckoutLine[] => [
  ...order.items
    .filter((item) => item.lineTotal > 0)
    .map((item) =>
      item.lineTotal === item.unitPrice * item.quantity
        ? { name: item.productTitle, unitAmount: item.unitPrice, quantity: item.quantity }
        : { name: `${item.quantity} × ${item.productTitle}`, unitAmount: item.lineTotal, quantity: 1 },
    ),
  // The VAT lines only: an order without items gives just those.
  ...checkoutLines({ ...order, items: [] }),
];
