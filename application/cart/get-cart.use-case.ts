import type { Language } from '../../domain/shared/language.js';
import type { Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import { resolveVatCustomer, type VatCustomerRequest } from '../vat/vat-customer.js';
import { loadPricedCart, type CartDeps, type PricedCart } from './priced-cart.js';

/**
 * The cart priced on the server, lines newest first, each flagged when it can no longer be ordered;
 * its VAT for the customer described (a consumer when nobody is described).
 */
export const getCart =
  (deps: CartDeps) =>
  async (cartId: string, language: Language, customer?: VatCustomerRequest): Promise<Result<PricedCart, ApplicationError>> => {
    const resolved = await resolveVatCustomer(deps.vat.registry, customer, { fieldPrefix: '', requireBusinessDetails: false });
    if (!resolved.ok) return resolved;
    return loadPricedCart(deps, cartId, language, resolved.value);
  };
