import type { Language } from '../../domain/shared/language.js';
import { err, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import { isWellFormedCartId, isWellFormedUuid } from './cart-id.js';
import { CART_ITEM_NOT_FOUND, CART_NOT_FOUND } from './cart-messages.js';
import { loadPricedCart, type CartDeps } from './priced-cart.js';
import type { PricedCart } from './cart-pricing.port.js';

/** Removes one line (the way out for a flagged line). */
export const removeCartItem =
  (deps: CartDeps) =>
  async (cartId: string, itemId: string, language: Language): Promise<Result<PricedCart, ApplicationError>> => {
    if (!isWellFormedCartId(cartId) || !(await deps.carts.exists(cartId))) return err(notFound(CART_NOT_FOUND));
    if (!isWellFormedUuid(itemId) || !(await deps.carts.removeLine(cartId, itemId))) return err(notFound(CART_ITEM_NOT_FOUND));
    return loadPricedCart(deps, cartId, language);
  };
