export { CART_ID_KEY, clearCartId, getCartId, migrateLegacyCartId, setCartId } from './cart-id.js';
export { cartQueryKey, useCartCount, useCartId } from './use-cart-count.js';
