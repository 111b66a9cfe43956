import type { ColorType, Condition } from '../../domain/catalogue/product.js';
import { isValidOrderQuantity } from '../../domain/pricing/quantity.js';
import { unitPriceForCart } from '../../domain/purchase/cart-unit-price.js';
import { fillLocalized, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { TRANSPORT_QUANTITY_MESSAGE } from '../../domain/transport/transport-messages.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { isWellFormedCartId, isWellFormedUuid } from './cart-id.js';
import { CART_FULL, CART_NOT_FOUND, DELIVERY_OPTION_NOT_OFFERED, PRODUCT_NOT_FOUND, PRODUCT_UNAVAILABLE } from './cart-messages.js';
import type { NewCartLine } from './cart-repository.port.js';
import { priceTransport, type TransportChoice } from '../../domain/transport/line-transport.js';
import { priceCartContents, type CartDeps } from './priced-cart.js';
import type { PricedCart } from './cart-pricing.port.js';

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

/** A write priced from a catalogue version that moved on is priced again; this many tries cover any realistic catalogue edit rate. */
const PRICING_ATTEMPTS = 4;

type PricedLine = { readonly ok: true; readonly line: NewCartLine; readonly catalogueVersion: string } | { readonly ok: false; readonly error: ApplicationError };

/** The line as the server prices it from the catalogue as this instance knows it, or why it cannot be added. */
const priceNewLine = async (deps: CartDeps, input: AddCartItemInput, quantity: number): Promise<PricedLine> => {
  const refuse = (error: ApplicationError): PricedLine => ({ ok: false, error });
  if (!isWellFormedUuid(input.productId)) return refuse(notFound(PRODUCT_NOT_FOUND));
  const catalogue = await deps.products.findByIds([input.productId], input.language, null);
  const product = catalogue.products.get(input.productId);
  if (product === undefined) return refuse(notFound(PRODUCT_NOT_FOUND));
  if (!product.isAvailable) return refuse(conflict(PRODUCT_UNAVAILABLE));
  const unitPrice = unitPriceForCart(product, input.condition, input.colorType);
  if (!unitPrice.ok) return refuse({ kind: 'quote-required', message: unitPrice.error.message });
  if (!product.deliveryOptions[input.transport.option]) {
    return refuse(invalidInput([{ field: 'transport.option', message: DELIVERY_OPTION_NOT_OFFERED }]));
  }
  const transport = priceTransport(await deps.transportTables.current(), input.transport, product.size, quantity);
  if (!transport.ok) {
    const field = transport.error.field === 'quantity' ? 'quantity' : `transport.${transport.error.field}`;
    return refuse(invalidInput([{ field, message: transport.error.message }]));
  }
  // Rent is always from stock: a colour choice sent with rent is not kept.
  const wishColour = input.condition !== 'rent' && input.colorType === 'wish_color';
  return {
    ok: true,
    catalogueVersion: catalogue.version,
    line: {
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
    },
  };
};

/**
 * Adds a line whose unit and transport prices the server computes from the product,
 * the chosen condition, colour and delivery; a selection that needs a quote, an
 * unavailable product or an option the product does not offer is refused. The
 * product comes from memory for the catalogue version this instance knows; the
 * line is written only while that version is still the database's (else it is
 * priced again), and the answer is priced from the lines the write returned.
 */
export const addCartItem =
  (deps: CartDeps) =>
  async (input: AddCartItemInput): Promise<Result<PricedCart, ApplicationError>> => {
    if (!isWellFormedCartId(input.cartId)) return err(notFound(CART_NOT_FOUND));
    const { quantity } = input;
    if (!isValidOrderQuantity(quantity)) return err(invalidInput([{ field: 'quantity', message: TRANSPORT_QUANTITY_MESSAGE }]));
    for (let attempt = 1; attempt <= PRICING_ATTEMPTS; attempt += 1) {
      const priced = await priceNewLine(deps, input, quantity);
      if (!priced.ok) {
        // An unknown cart is named first, whatever else is wrong (as when the cart was checked first).
        return (await deps.carts.exists(input.cartId)) ? err(priced.error) : err(notFound(CART_NOT_FOUND));
      }
      const added = await deps.carts.addLine(input.cartId, priced.line, { maxLines: MAX_CART_LINES, catalogueVersion: priced.catalogueVersion });
      if (added.kind === 'no-cart') return err(notFound(CART_NOT_FOUND));
      if (added.kind === 'full') return err(conflict(fillLocalized(CART_FULL, { max: MAX_CART_LINES })));
      if (added.kind === 'added') return ok(await priceCartContents(deps, input.cartId, added.cart, input.language));
      deps.products.catalogueMoved();
    }
    throw new Error(`the catalogue changed during each of ${PRICING_ATTEMPTS} attempts to add a line to a cart`);
  };
