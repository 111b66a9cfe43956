import type { Language } from '../../domain/shared/language.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { VatLookupBudget } from '../vat/vat-number-lookups.port.js';
import type { VatCustomerRequest } from '../vat/vat-context.port.js';
import { loadCartContents, priceCartContents, type CartDeps } from './priced-cart.js';
import type { PricedCart } from './cart-pricing.port.js';

/**
 * The cart priced on the server, lines newest first, each flagged when it can no longer be ordered;
 * its VAT for the customer described (a consumer when nobody is described). A VAT number is read
 * first (a typo is a 400), and asked of VIES only for a cart that exists, on the asker's budget.
 */
export const getCart =
  (deps: CartDeps) =>
  async (cartId: string, language: Language, customer: VatCustomerRequest | undefined, vatLookups: VatLookupBudget): Promise<Result<PricedCart, ApplicationError>> => {
    const form = deps.vat.customers.read(customer, { fieldPrefix: '', requireBusinessDetails: false });
    if (!form.ok) return form;
    const contents = await loadCartContents(deps, cartId);
    if (!contents.ok) return contents;
    const resolved = await deps.vat.customers.confirm(form.value, vatLookups);
    if (!resolved.ok) return resolved;
    return ok(await priceCartContents(deps, cartId, contents.value, language, resolved.value));
  };
