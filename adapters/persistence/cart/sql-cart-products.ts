import type { DataSource } from 'typeorm';
import type { CartProduct, CartProductSource } from '../../../application/cart/cart-product-source.port.js';
import type { Language } from '../../../domain/shared/language.js';
import { deliveryOptionsOfRow, pricesOfRow, type PriceColumns, type ProductRow } from '../catalogue/product-row.mapper.js';

type CartProductRow = PriceColumns &
  Pick<ProductRow, 'id' | 'size' | 'is_available' | 'delivery_truck' | 'delivery_truck_with_crane' | 'delivery_self_pickup'> & {
    readonly title: string | null;
  };

/** Title in the wanted language, else nl, else the first language there is (the spec's fallback). */
const PRODUCTS_SQL = `
SELECT p.id, p.size, p.price_cents, p.price_new_cents, p.price_used_a_cents, p.price_used_cw_cents, p.price_rent_per_day_cents,
  p.ask_offer_new, p.ask_offer_used_a, p.ask_offer_used_cw, p.ask_offer_rent, p.is_available,
  p.delivery_truck, p.delivery_truck_with_crane, p.delivery_self_pickup,
  (SELECT t.title FROM product_translations t WHERE t.product_id = p.id
   ORDER BY (t.language = $2) DESC, (t.language = 'nl') DESC, t.language LIMIT 1) AS title
FROM products p WHERE p.id = ANY($1::uuid[])`;

const toCartProduct = (row: CartProductRow): CartProduct => ({
  id: row.id,
  title: row.title ?? '',
  size: row.size,
  ...pricesOfRow(row),
  isAvailable: row.is_available,
  deliveryOptions: deliveryOptionsOfRow(row),
});

/** Products read fresh from the database, so a price or availability change shows in carts at once. */
export class SqlCartProducts implements CartProductSource {
  constructor(private readonly dataSource: DataSource) {}

  async findByIds(ids: readonly string[], language: Language): Promise<ReadonlyMap<string, CartProduct>> {
    if (ids.length === 0) return new Map();
    const rows: CartProductRow[] = await this.dataSource.query(PRODUCTS_SQL, [ids, language]);
    return new Map(rows.map((row) => [row.id, toCartProduct(row)]));
  }
}
