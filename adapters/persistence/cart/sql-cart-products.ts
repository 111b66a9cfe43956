import type { DataSource } from 'typeorm';
import type { CartProduct, CartProductSource } from '../../../application/cart/cart-product-source.port.js';
import type { Language } from '../../../domain/shared/language.js';

interface CartProductRow {
  readonly id: string;
  readonly title: string | null;
  readonly size: string;
  readonly price_cents: number | null;
  readonly price_new_cents: number | null;
  readonly price_used_a_cents: number | null;
  readonly price_used_cw_cents: number | null;
  readonly price_rent_per_day_cents: number | null;
  readonly ask_offer_new: boolean;
  readonly ask_offer_used_a: boolean;
  readonly ask_offer_used_cw: boolean;
  readonly ask_offer_rent: boolean;
  readonly is_available: boolean;
  readonly delivery_truck: boolean;
  readonly delivery_truck_with_crane: boolean;
  readonly delivery_self_pickup: boolean;
}

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
  price: row.price_cents,
  priceNew: row.price_new_cents,
  priceUsedA: row.price_used_a_cents,
  priceUsedCw: row.price_used_cw_cents,
  priceRentPerDay: row.price_rent_per_day_cents,
  askOfferNew: row.ask_offer_new,
  askOfferUsedA: row.ask_offer_used_a,
  askOfferUsedCw: row.ask_offer_used_cw,
  askOfferRent: row.ask_offer_rent,
  isAvailable: row.is_available,
  deliveryOptions: { truck: row.delivery_truck, truck_with_crane: row.delivery_truck_with_crane, self_pickup: row.delivery_self_pickup },
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
