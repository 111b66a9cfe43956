import { cartLineTotal, cartTotals, type CartTotals } from '../../domain/pricing/cart-totals.js';
import { unitPriceForCart } from '../../domain/purchase/cart-unit-price.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { TransportTable } from '../../domain/transport/transport-table.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { TransportTables } from '../transport/transport-tables.port.js';
import { isWellFormedCartId } from './cart-id.js';
import { CART_NOT_FOUND, DELIVERY_OPTION_NOT_OFFERED, PRODUCT_UNAVAILABLE } from './cart-messages.js';
import type { CartProduct, CartProductSource } from './cart-product-source.port.js';
import type { CartContents, CartRepository, StoredCartLine } from './cart-repository.port.js';
import { priceTransport } from '../../domain/transport/line-transport.js';
import { CONSUMER_CUSTOMER, type ResolvedVatCustomer } from '../../domain/vat/resolved-vat-customer.js';
import type { VatContext } from '../vat/vat-context.port.js';
import { vatSettingsNow } from '../../domain/vat/vat-settings-now.js';
import { stockOfLines, type LineStock } from './line-stock.js';
import type { UnitStockSource } from './unit-stock-source.port.js';
import type { CartPricing, PricedCart, PricedCartLine, UnitCounting } from './cart-pricing.port.js';

export interface CartDeps {
  readonly carts: CartRepository;
  readonly products: CartProductSource;
  readonly transportTables: TransportTables;
  readonly vat: VatContext;
  /** The live stock of products managed by container units. */
  readonly unitStock: UnitStockSource;
}

type LinePrices = Pick<PricedCartLine, 'unitPrice' | 'transportPrice' | 'problem'>;

const COUNTED: UnitCounting = { countUnits: true };

const withProblem = (line: StoredCartLine, problem: LocalizedText): LinePrices => ({
  unitPrice: line.unitPrice,
  transportPrice: line.transportPrice,
  problem,
});

/**
 * Prices one stored line from the product as it is now and the current transport
 * table. A line that cannot be sold as chosen any more keeps its stored prices and
 * gets a problem instead (never silently charged).
 */
export const priceStoredLine = (line: StoredCartLine, product: CartProduct | undefined, table: TransportTable): LinePrices => {
  if (product === undefined || !product.isAvailable) return withProblem(line, PRODUCT_UNAVAILABLE);
  const unitPrice = unitPriceForCart(product, line.condition, line.colorType);
  if (!unitPrice.ok) return withProblem(line, unitPrice.error.message);
  if (!product.deliveryOptions[line.transportType]) return withProblem(line, DELIVERY_OPTION_NOT_OFFERED);
  const transport = priceTransport(
    table,
    { option: line.transportType, country: line.transportCountry, postcode: line.transportPostcode },
    product.size,
    line.quantity,
  );
  if (!transport.ok) return withProblem(line, transport.error.message);
  return { unitPrice: unitPrice.value, transportPrice: transport.value.price, problem: null };
};

type UntaxedLine = Omit<PricedCartLine, 'vat'>;

const priceLines = (
  lines: readonly StoredCartLine[],
  products: ReadonlyMap<string, CartProduct>,
  table: TransportTable,
  stock: ReadonlyMap<string, LineStock>,
): UntaxedLine[] =>
  lines.map((line) => {
    const product = products.get(line.productId);
    const prices = priceStoredLine(line, product, table);
    const lineStock = stock.get(line.id);
    return {
      ...line,
      productTitle: product?.title ?? line.productTitle,
      ...prices,
      managedByUnits: product?.managedByUnits === true,
      // More asked than there are units left is a problem too (after any other: the line cannot be sold as chosen).
      problem: prices.problem ?? lineStock?.problem ?? null,
      lineTotal: cartLineTotal(prices.unitPrice, line.quantity, prices.transportPrice),
      unitsLeft: lineStock?.unitsLeft ?? null,
      stockNote: lineStock?.note ?? null,
    };
  });

/**
 * Totals of the orderable lines for the customer, each of those lines with its VAT;
 * the badge count covers every line.
 */
const taxLines = (
  lines: readonly UntaxedLine[],
  customer: ResolvedVatCustomer,
  vat: CartDeps['vat'],
): { lines: PricedCartLine[]; totals: CartTotals } => {
  const orderable = lines.filter((line) => line.problem === null);
  const totals = cartTotals(orderable, customer.customer, vatSettingsNow(vat));
  const lineVat = new Map(orderable.map((line, index) => [line.id, totals.vatPricing.lines[index] ?? null]));
  return {
    lines: lines.map((line) => ({ ...line, vat: lineVat.get(line.id) ?? null })),
    totals: { ...totals, itemCount: lines.reduce((count, line) => count + line.quantity, 0) },
  };
};

/** Prices lines a cart read answered, from the products of the catalogue version that read saw. */
export const priceCartContents = async (
  deps: CartDeps,
  cartId: string,
  contents: CartContents,
  language: Language,
  customer: ResolvedVatCustomer = CONSUMER_CUSTOMER,
  counting: UnitCounting = COUNTED,
): Promise<PricedCart> => {
  const productIds = [...new Set(contents.lines.map((line) => line.productId))];
  const [catalogue, table] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve({ version: contents.catalogueVersion, products: new Map<string, CartProduct>() })
      : deps.products.findByIds(productIds, language, contents.catalogueVersion),
    deps.transportTables.current(),
  ]);
  const stock = counting.countUnits ? await stockOfLines(deps.unitStock, contents.lines, catalogue.products) : new Map<string, LineStock>();
  const { lines, totals } = taxLines(priceLines(contents.lines, catalogue.products, table, stock), customer, deps.vat);
  return {
    id: cartId,
    lines,
    totals,
    customer,
    orderable: lines.every((line) => line.problem === null),
    versions: { cart: contents.version, catalogue: catalogue.version },
  };
};

/** A cart's lines with its versions; not found for a malformed or unknown id. */
export const loadCartContents = async (deps: Pick<CartDeps, 'carts'>, cartId: string): Promise<Result<CartContents, ApplicationError>> => {
  if (!isWellFormedCartId(cartId)) return err(notFound(CART_NOT_FOUND));
  const contents = await deps.carts.lines(cartId);
  return contents === null ? err(notFound(CART_NOT_FOUND)) : ok(contents);
};

/**
 * The cart with every line priced on the server for a customer (a consumer unless
 * told), as GET shows it and as an order must charge it. Not found for a malformed or unknown id.
 */
export const loadPricedCart = async (
  deps: CartDeps,
  cartId: string,
  language: Language,
  customer: ResolvedVatCustomer = CONSUMER_CUSTOMER,
  counting: UnitCounting = COUNTED,
): Promise<Result<PricedCart, ApplicationError>> => {
  const contents = await loadCartContents(deps, cartId);
  if (!contents.ok) return contents;
  return ok(await priceCartContents(deps, cartId, contents.value, language, customer, counting));
};

/** The cart pricing other features receive through their deps (cart-pricing.port.ts). */
export const cartPricing = (deps: CartDeps): CartPricing => ({
  contents: (cartId) => loadCartContents(deps, cartId),
  price: (cartId, contents, language, customer, counting) => priceCartContents(deps, cartId, contents, language, customer, counting),
  load: (cartId, language, customer, counting) => loadPricedCart(deps, cartId, language, customer, counting),
});
