import type { ColorType, Condition } from '../../domain/catalogue/product.js';
import { isValidOrderQuantity } from '../../domain/pricing/quantity.js';
import { unitPriceForCart } from '../../domain/purchase/cart-unit-price.js';
import { fillLocalized, type Language } from '../../domain/shared/language.js';
import { err, type Result } from '../../domain/shared/result.js';
import { TRANSPORT_QUANTITY_MESSAGE } from '../../domain/transport/transport-messages.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { isWellFormedCartId, isWellFormedUuid } from './cart-id.js';
import { CART_FULL, CART_NOT_FOUND, DELIVERY_OPTION_NOT_OFFERED, PRODUCT_NOT_FOUND, PRODUCT_UNAVAILABLE } from './cart-messages.js';
import type { NewCartLine } from './cart-repository.port.js';
import { priceTransport, type TransportChoice } from './line-transport.js';
import { loadPricedCart, type CartDeps, type PricedCart } from './priced-cart.js';

/** A cart holds at most this many lines. */
export const MAX_CART_LINES = 50;

export interface AddCartItemInput {
  readonly cartId: string;
  readonly productId: string;
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  /** Checked here: only an integer 1..100 (no strings, no fractions). */
  readonly quantity: unknown;
  readonly transport: TransportChoice;
  readonly language: Language;
}

/**
 * Adds a line whose unit and transport prices the server computes from the product,
 * the chosen condition, colour and delivery; a selection that needs a quote, an
 * unavailable product or an option the product does not offer is refused.
 */
export const addCartItem =
  (deps: CartDeps) =>
  async (input: AddCartItemInput): Promise<Result<PricedCart, ApplicationError>> => {
    if (!isWellFormedCartId(input.cartId)) return err(notFound(CART_NOT_FOUND));
    const { quantity } = input;
    if (!isValidOrderQuantity(quantity)) return err(invalidInput([{ field: 'quantity', message: TRANSPORT_QUANTITY_MESSAGE }]));
    if (!(await deps.carts.exists(input.cartId))) return err(notFound(CART_NOT_FOUND));
    const product = isWellFormedUuid(input.productId)
      ? (await deps.products.findByIds([input.productId], input.language)).get(input.productId)
      : undefined;
    if (product === undefined) return err(notFound(PRODUCT_NOT_FOUND));
    if (!product.isAvailable) return err(conflict(PRODUCT_UNAVAILABLE));
    const unitPrice = unitPriceForCart(product, input.condition, input.colorType);
    if (!unitPrice.ok) return err({ kind: 'quote-required', message: unitPrice.error.message });
    if (!product.deliveryOptions[input.transport.option]) {
      return err(invalidInput([{ field: 'transport.option', message: DELIVERY_OPTION_NOT_OFFERED }]));
    }
    const transport = priceTransport(await deps.transportTables.current(), input.transport, product.size, quantity);
    if (!transport.ok) {
      const field = transport.error.field === 'quantity' ? 'quantity' : `transport.${transport.error.field}`;
      return err(invalidInput([{ field, message: transport.error.message }]));
    }
    // Rent is always from stock: a colour choice sent with rent is not kept.
    const wishColour = input.condition !== 'rent' && input.colorType === 'wish_color';
    const line: NewCartLine = {
      productId: product.id,
      productTitle: product.title,
      condition: input.condition,
      colorType: wishColour ? 'wish_color' : 'from_stack',
      ralColor: wishColour ? input.ralColor : null,
      quantity,
      unitPrice: unitPrice.value,
      transportType: input.transport.option,
      transportCountry: transport.value.country,
      transportPostcode: transport.value.postcode,
      transportPrice: transport.value.price,
    };
    const added = await deps.carts.addLine(input.cartId, line, MAX_CART_LINES);
    if (added.kind === 'no-cart') return err(notFound(CART_NOT_FOUND));
    if (added.kind === 'full') return err(conflict(fillLocalized(CART_FULL, { max: MAX_CART_LINES })));
    return loadPricedCart(deps, input.cartId, input.language);
  };
