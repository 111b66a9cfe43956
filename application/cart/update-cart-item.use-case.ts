import { isValidOrderQuantity } from '../../domain/pricing/quantity.js';
import type { Language } from '../../domain/shared/language.js';
import { err, type Result } from '../../domain/shared/result.js';
import { TRANSPORT_QUANTITY_MESSAGE } from '../../domain/transport/transport-messages.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { isWellFormedCartId, isWellFormedUuid } from './cart-id.js';
import { CART_ITEM_NOT_FOUND, CART_NOT_FOUND } from './cart-messages.js';
import { priceTransport } from '../../domain/transport/line-transport.js';
import { loadPricedCart, type CartDeps } from './priced-cart.js';
import type { PricedCart } from './cart-pricing.port.js';

export interface UpdateCartItemInput {
  readonly cartId: string;
  readonly itemId: string;
  /** Checked here: only an integer 1..100. */
  readonly quantity: unknown;
  readonly language: Language;
}

/**
 * Changes a line's quantity and recomputes its transport price for the new
 * quantity (two small containers share a truck). When the transport can no
 * longer be priced the old price is kept and the cart flags the line.
 */
export const updateCartItem =
  (deps: CartDeps) =>
  async (input: UpdateCartItemInput): Promise<Result<PricedCart, ApplicationError>> => {
    if (!isWellFormedCartId(input.cartId)) return err(notFound(CART_NOT_FOUND));
    const { quantity } = input;
    if (!isValidOrderQuantity(quantity)) return err(invalidInput([{ field: 'quantity', message: TRANSPORT_QUANTITY_MESSAGE }]));
    const contents = await deps.carts.lines(input.cartId);
    if (contents === null) return err(notFound(CART_NOT_FOUND));
    const line = isWellFormedUuid(input.itemId) ? contents.lines.find((candidate) => candidate.id === input.itemId) : undefined;
    if (line === undefined) return err(notFound(CART_ITEM_NOT_FOUND));
    const product = (await deps.products.findByIds([line.productId], input.language, contents.catalogueVersion)).products.get(line.productId);
    const transport =
      product === undefined
        ? null
        : priceTransport(
            await deps.transportTables.current(),
            { option: line.transportType, country: line.transportCountry, postcode: line.transportPostcode },
            product.size,
            quantity,
          );
    const transportPrice = transport?.ok === true ? transport.value.price : line.transportPrice;
    if (!(await deps.carts.updateLine(input.cartId, line.id, { quantity, transportPrice }))) return err(notFound(CART_ITEM_NOT_FOUND));
    return loadPricedCart(deps, input.cartId, input.language);
  };
