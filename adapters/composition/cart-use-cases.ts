import type { DataSource } from 'typeorm';
import { addCartItem } from '../../application/cart/add-cart-item.use-case.js';
import { clearCart } from '../../application/cart/clear-cart.use-case.js';
import { createCart } from '../../application/cart/create-cart.use-case.js';
import { getCart } from '../../application/cart/get-cart.use-case.js';
import { loadPricedCart, type CartDeps } from '../../application/cart/priced-cart.js';
import type { PricedCart } from '../../application/cart/cart-pricing.port.js';
import { removeCartItem } from '../../application/cart/remove-cart-item.use-case.js';
import { updateCartItem } from '../../application/cart/update-cart-item.use-case.js';
import type { ApplicationError } from '../../application/shared/application-error.js';
import { getTransportPrice } from '../../application/transport/get-transport-price.use-case.js';
import type { TransportTables } from '../../application/transport/transport-tables.port.js';
import type { VatContext } from '../../application/vat/vat-context.port.js';
import type { Language } from '../../domain/shared/language.js';
import type { Result } from '../../domain/shared/result.js';
import { SqlCartProducts, type KnownCatalogueVersion } from '../persistence/cart/sql-cart-products.js';
import { SqlCartRepository } from '../persistence/cart/sql-cart-repository.js';
import { SqlUnitStock } from '../persistence/units/sql-unit-stock.js';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../domain/units/unit-stock.js';

export interface CartUseCases {
  readonly create: ReturnType<typeof createCart>;
  readonly get: ReturnType<typeof getCart>;
  readonly addItem: ReturnType<typeof addCartItem>;
  readonly updateItem: ReturnType<typeof updateCartItem>;
  readonly removeItem: ReturnType<typeof removeCartItem>;
  readonly clear: ReturnType<typeof clearCart>;
  /** The cart priced on the server, for checkout (application/cart/priced-cart.ts). */
  readonly loadPriced: (cartId: string, language: Language) => Promise<Result<PricedCart, ApplicationError>>;
  /** The ports behind them, for other use cases that read carts (orders). */
  readonly deps: CartDeps;
  /** GET /api/transport/price. */
  readonly transportPrice: ReturnType<typeof getTransportPrice>;
}

/**
 * The adapters a cart needs: carts in SQL, products from memory per catalogue version, the shop's transport tables,
 * the live count of container units (LOW_STOCK_THRESHOLD for the "only 2 left" note).
 */
export const buildCartDeps = (
  dataSource: DataSource,
  transportTables: TransportTables,
  vat: VatContext,
  versions: KnownCatalogueVersion,
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
): CartDeps => ({
  carts: new SqlCartRepository(dataSource),
  products: new SqlCartProducts(dataSource, versions),
  transportTables,
  vat,
  unitStock: new SqlUnitStock(dataSource, lowStockThreshold),
});

/** The cart use cases over one set of ports (shared with orders, so both price from one product cache). */
export const buildCartUseCases = (deps: CartDeps): CartUseCases => ({
  create: createCart(deps),
  get: getCart(deps),
  addItem: addCartItem(deps),
  updateItem: updateCartItem(deps),
  removeItem: removeCartItem(deps),
  clear: clearCart(deps),
  loadPriced: (cartId, language) => loadPricedCart(deps, cartId, language),
  deps,
  transportPrice: getTransportPrice({ transportTables: deps.transportTables }),
});
