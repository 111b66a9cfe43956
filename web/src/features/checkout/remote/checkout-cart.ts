import { fetchCart, type Cart, type CartLine } from '../../../shared/cart/cart-requests.js';

/** The cart the checkout shows and orders: `GET /api/carts/{id}`, the cart page's answer. */
export type CheckoutCart = Cart;
export type CheckoutLine = CartLine;

export const fetchCheckoutCart = fetchCart;
