import { fakeVatContext } from '../../vat/__tests__/fake-vat-number-registry.js';
import type { TransportTables } from '../../transport/transport-tables.port.js';
import { buildTransportTable, type TransportTable } from '../../../domain/transport/transport-table.js';
import type { CartProduct, CartProductSource, CatalogueProducts } from '../cart-product-source.port.js';
import type { AddLineGuard, AddLineOutcome, CartContents, CartRepository, NewCartLine, StoredCartLine } from '../cart-repository.port.js';
import type { CartDeps } from '../priced-cart.js';
import type { UnitStockSource } from '../unit-stock-source.port.js';
import type { UnitCounts } from '../../../domain/units/unit-stock.js';

/** The catalogue version the in-memory fakes report (no catalogue changes in these unit tests). */
const FAKE_CATALOGUE_VERSION = '1';

/** Carts in memory; ids count up in the well-formed 43-character shape. */
export class InMemoryCarts implements CartRepository {
  readonly carts = new Map<string, StoredCartLine[]>();
  private nextId = 0;

  async create(): Promise<string> {
    this.nextId += 1;
    const id = String(this.nextId).padStart(43, 'c');
    this.carts.set(id, []);
    return id;
  }
  async exists(cartId: string): Promise<boolean> {
    return this.carts.has(cartId);
  }
  async lines(cartId: string): Promise<CartContents | null> {
    const lines = this.carts.get(cartId);
    return lines === undefined ? null : { lines: [...lines], version: String(this.nextId), catalogueVersion: FAKE_CATALOGUE_VERSION };
  }
  async addLine(cartId: string, line: NewCartLine, guard: AddLineGuard): Promise<AddLineOutcome> {
    const lines = this.carts.get(cartId);
    if (lines === undefined) return { kind: 'no-cart' };
    if (lines.length >= guard.maxLines) return { kind: 'full' };
    if (guard.catalogueVersion !== FAKE_CATALOGUE_VERSION) return { kind: 'catalogue-moved' };
    this.nextId += 1;
    const lineId = `00000000-0000-4000-8000-${String(this.nextId).padStart(12, '0')}`;
    lines.unshift({ ...line, id: lineId });
    return { kind: 'added', lineId, cart: { lines: [...lines], version: String(this.nextId), catalogueVersion: FAKE_CATALOGUE_VERSION } };
  }
  async updateLine(cartId: string, lineId: string, change: { readonly quantity: number; readonly transportPrice: number }): Promise<boolean> {
    const lines = this.carts.get(cartId) ?? [];
    const index = lines.findIndex((line) => line.id === lineId);
    const line = lines[index];
    if (line === undefined) return false;
    lines[index] = { ...line, ...change };
    return true;
  }
  async removeLine(cartId: string, lineId: string): Promise<boolean> {
    const lines = this.carts.get(cartId) ?? [];
    const kept = lines.filter((line) => line.id !== lineId);
    this.carts.set(cartId, kept);
    return kept.length < lines.length;
  }
  async clear(cartId: string): Promise<void> {
    this.carts.set(cartId, []);
  }
}

export class InMemoryCartProducts implements CartProductSource {
  readonly products = new Map<string, CartProduct>();
  /** The version an unversioned read reports: set it behind the carts' to stand for a catalogue changed elsewhere. */
  knownVersion = FAKE_CATALOGUE_VERSION;
  /** How often a write reported that the catalogue moved on. */
  moves = 0;
  async findByIds(ids: readonly string[], _language: unknown, version: string | null): Promise<CatalogueProducts> {
    const found = ids.flatMap((id) => {
      const product = this.products.get(id);
      return product === undefined ? [] : [[id, product] as const];
    });
    return { version: version ?? this.knownVersion, products: new Map(found) };
  }
  catalogueMoved(): void {
    this.moves += 1;
    this.knownVersion = FAKE_CATALOGUE_VERSION;
  }
}

export const fixedTransportTables = (table: TransportTable): TransportTables => ({
  current: async () => table,
  replaceAll: async () => undefined,
});

export const TWENTY_FOOT_ID = '11111111-1111-4111-8111-111111111111';

export const twentyFootNew: CartProduct = {
  id: TWENTY_FOOT_ID,
  title: 'Shipping container 20ft new',
  size: '20ft',
  price: 330_000,
  priceNew: 330_000,
  priceUsedA: null,
  priceUsedCw: null,
  priceRentPerDay: 450,
  askOfferNew: false,
  askOfferUsedA: false,
  askOfferUsedCw: false,
  askOfferRent: false,
  isAvailable: true,
  deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
  managedByUnits: false,
};

/** Available units per product, as a test sets them (products without an entry have no units). */
export class InMemoryUnitStock implements UnitStockSource {
  readonly counts = new Map<string, UnitCounts>();
  readonly lowStockThreshold = 2;
  async availableUnits(productIds: readonly string[]): Promise<ReadonlyMap<string, UnitCounts>> {
    return new Map(productIds.flatMap((id) => {
      const counts = this.counts.get(id);
      return counts === undefined ? [] : [[id, counts] as const];
    }));
  }
}

export const fakeCartDeps = (): CartDeps & { readonly carts: InMemoryCarts; readonly products: InMemoryCartProducts; readonly unitStock: InMemoryUnitStock } => {
  const products = new InMemoryCartProducts();
  products.products.set(TWENTY_FOOT_ID, twentyFootNew);
  return {
    carts: new InMemoryCarts(),
    products,
    transportTables: fixedTransportTables(buildTransportTable([{ country: 'BE', prefix: '10', single: 31_000, double: 44_300 }])),
    vat: fakeVatContext(),
    unitStock: new InMemoryUnitStock(),
  };
};
