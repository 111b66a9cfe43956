import type { DataSource } from 'typeorm';
import type { CartProduct, CartProductSource, CatalogueProducts } from '../../../application/cart/cart-product-source.port.js';
import type { Language } from '../../../domain/shared/language.js';
import { deliveryOptionsOfRow, pricesOfRow, type PriceColumns, type ProductRow } from '../shared/product-row.mapper.js';

type CartProductRow = PriceColumns &
  Pick<ProductRow, 'id' | 'size' | 'is_available' | 'delivery_truck' | 'delivery_truck_with_crane' | 'delivery_self_pickup'> & {
    readonly title: string | null;
    readonly managed_by_units: boolean;
  };

/** One row per product found, or one row with only the version when none is: products and version of one snapshot. */
type VersionedRow = { readonly catalogue_version: string } & ({ readonly id: null } | CartProductRow);

/** Title in the wanted language, else nl, else the first language there is (the spec's fallback). */
const PRODUCTS_SQL = `
SELECT v.version::text AS catalogue_version,
  p.id, p.size, p.price_cents, p.price_new_cents, p.price_used_a_cents, p.price_used_cw_cents, p.price_rent_per_day_cents,
  p.ask_offer_new, p.ask_offer_used_a, p.ask_offer_used_cw, p.ask_offer_rent, p.is_available,
  p.delivery_truck, p.delivery_truck_with_crane, p.delivery_self_pickup,
  (SELECT t.title FROM product_translations t WHERE t.product_id = p.id
   ORDER BY (t.language = $2) DESC, (t.language = 'nl') DESC, t.language LIMIT 1) AS title,
  EXISTS (SELECT 1 FROM units u WHERE u.product_id = p.id) AS managed_by_units
FROM cache_versions v LEFT JOIN products p ON p.id = ANY($1::uuid[])
WHERE v.name = 'catalogue'`;

/** Products of one version in every language asked, at most this many (a catalogue of 5,000 in four languages). */
const MAX_ENTRIES = 20_000;

const toCartProduct = (row: CartProductRow): CartProduct => ({
  id: row.id,
  title: row.title ?? '',
  size: row.size,
  ...pricesOfRow(row),
  // A product managed by container units is ordered by their live count, not by its hand-set flag.
  isAvailable: row.managed_by_units || row.is_available,
  deliveryOptions: deliveryOptionsOfRow(row),
  managedByUnits: row.managed_by_units,
});

/** What the cache needs of the catalogue version (catalogue-version.ts). */
export interface KnownCatalogueVersion {
  current(): Promise<string>;
  invalidate(): void;
}

/**
 * The products carts price from, kept in memory per catalogue version. Every
 * write to the product tables bumps that version (migration 0002), and each
 * read from the database returns the version of its own snapshot, so a product
 * is only ever served for the exact version it was read at. A cart read names
 * the version it saw; a write priced from the version this instance knows
 * checks it in its own statement (sql-cart-repository.ts, the order's claim).
 */
export class SqlCartProducts implements CartProductSource {
  private cache: { readonly version: bigint; readonly entries: Map<string, CartProduct> } | null = null;

  constructor(
    private readonly dataSource: Pick<DataSource, 'query'>,
    private readonly versions: KnownCatalogueVersion,
  ) {}

  async findByIds(ids: readonly string[], language: Language, version: string | null): Promise<CatalogueProducts> {
    const wanted = version ?? (await this.versions.current());
    const remembered = this.remembered(ids, language, wanted);
    if (remembered !== null) return { version: wanted, products: remembered };
    const rows: VersionedRow[] = await this.dataSource.query(PRODUCTS_SQL, [ids, language]);
    const read = rows[0]?.catalogue_version ?? 'none';
    const products = new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, toCartProduct(row)] as const])));
    this.remember(read, language, products);
    // The version this instance knew is behind the database's: learn the new one at once.
    if (read !== wanted) this.versions.invalidate();
    return { version: read, products };
  }

  catalogueMoved(): void {
    this.versions.invalidate();
  }

  private remembered(ids: readonly string[], language: Language, version: string): Map<string, CartProduct> | null {
    const cache = this.cache;
    if (cache === null || version === 'none' || cache.version !== BigInt(version)) return null;
    const found = new Map<string, CartProduct>();
    for (const id of ids) {
      const product = cache.entries.get(`${language}:${id}`);
      // Unknown ids are not remembered (a spray of random ids must not fill memory): they are asked again.
      if (product === undefined) return null;
      found.set(id, product);
    }
    return found;
  }

  private remember(version: string, language: Language, products: ReadonlyMap<string, CartProduct>): void {
    if (version === 'none') return;
    const read = BigInt(version);
    if (this.cache === null || read > this.cache.version || this.cache.entries.size >= MAX_ENTRIES) {
      if (this.cache !== null && read < this.cache.version) return;
      this.cache = { version: read, entries: new Map() };
    }
    if (read !== this.cache.version) return;
    for (const [id, product] of products) this.cache.entries.set(`${language}:${id}`, product);
  }
}
