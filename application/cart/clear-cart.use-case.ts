import type { Language } from '../../domain/shared/language.js';
import { err, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import { isWellFormedCartId } from './cart-id.js';
import { CART_NOT_FOUND } from './cart-messages.js';
import { loadPricedCart, type CartDeps } from './priced-cart.js';
import type { PricedCart } from './cart-pricing.port.js';

/** Removes every line; the cart (and its id) stays. */
export const clearCart =
  (deps: CartDeps) =>
  async (cartId: string, language: Language): Promise<Result<PricedCart, ApplicationError>> => {
    if (!isWellFormedCartId(cartId) || !(await deps.carts.exists(cartId))) return err(notFound(CART_NOT_FOUND));
    await deps.carts.clear(cartId);
    return loadPricedCart(deps, cartId, language);
  };
