import type { Language } from '../../domain/shared/language.js';
import type { Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import { loadPricedCart, type CartDeps, type PricedCart } from './priced-cart.js';

/** The cart priced on the server, lines newest first, each flagged when it can no longer be ordered. */
export const getCart =
  (deps: CartDeps) =>
  (cartId: string, language: Language): Promise<Result<PricedCart, ApplicationError>> =>
    loadPricedCart(deps, cartId, language);
