import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AddLineOutcome, CartRepository, NewCartLine, StoredCartLine } from '../../../application/cart/cart-repository.port.js';
import type { ColorType, Condition, DeliveryOption } from '../../../domain/catalogue/product.js';
import type { TransportCountry } from '../../../domain/transport/transport-country.js';

/** 32 random bytes, base64url: 43 characters (application/cart/cart-id.ts checks this shape). */
export const newCartId = (): string => randomBytes(32).toString('base64url');

interface LineRow {
  readonly cart_id: string;
  readonly id: string | null;
  readonly product_id: string;
  readonly product_title: string;
  readonly condition: Condition;
  readonly color_type: ColorType;
  readonly ral_color: string | null;
  readonly quantity: number;
  readonly unit_price_cents: number;
  readonly transport_type: DeliveryOption;
  readonly transport_country: TransportCountry | null;
  readonly transport_postcode: string | null;
  readonly transport_price_cents: number;
}

const LINES_SQL = `
SELECT c.id AS cart_id, i.id, i.product_id, i.product_title, i.condition, i.color_type, i.ral_color, i.quantity,
  i.unit_price_cents, i.transport_type, i.transport_country, i.transport_postcode, i.transport_price_cents
FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id
WHERE c.id = $1
ORDER BY i.created_at DESC, i.id DESC`;

const toLine = (row: LineRow & { readonly id: string }): StoredCartLine => ({
  id: row.id,
  productId: row.product_id,
  productTitle: row.product_title,
  condition: row.condition,
  colorType: row.color_type,
  ralColor: row.ral_color,
  quantity: row.quantity,
  unitPrice: row.unit_price_cents,
  transportType: row.transport_type,
  transportCountry: row.transport_country,
  transportPostcode: row.transport_postcode,
  transportPrice: row.transport_price_cents,
});

/** Runs an UPDATE or DELETE and counts its rows (as a SELECT, so the driver answers with plain rows). */
const countChanged = async (runner: DataSource | EntityManager, statement: string, parameters: readonly unknown[]): Promise<number> => {
  const rows: { count: number }[] = await runner.query(`WITH changed AS (${statement} RETURNING 1) SELECT count(*)::int AS count FROM changed`, [
    ...parameters,
  ]);
  return rows[0]?.count ?? 0;
};

/** Empties a cart inside the caller's transaction (an order that was placed from it). */
export const deleteCartLines = async (manager: EntityManager, cartId: string): Promise<void> => {
  await manager.query(`DELETE FROM cart_items WHERE cart_id = $1`, [cartId]);
};

export class SqlCartRepository implements CartRepository {
  constructor(private readonly dataSource: DataSource) {}

  async create(): Promise<string> {
    const id = newCartId();
    await this.dataSource.query(`INSERT INTO carts (id) VALUES ($1)`, [id]);
    return id;
  }

  async exists(cartId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM carts WHERE id = $1`, [cartId]);
    return rows.length > 0;
  }

  async lines(cartId: string): Promise<readonly StoredCartLine[] | null> {
    const rows: LineRow[] = await this.dataSource.query(LINES_SQL, [cartId]);
    if (rows.length === 0) return null;
    return rows.filter((row): row is LineRow & { readonly id: string } => row.id !== null).map(toLine);
  }

  async addLine(cartId: string, line: NewCartLine, maxLines: number): Promise<AddLineOutcome> {
    return this.dataSource.transaction(async (manager): Promise<AddLineOutcome> => {
      const carts: unknown[] = await manager.query(`SELECT id FROM carts WHERE id = $1 FOR UPDATE`, [cartId]);
      if (carts.length === 0) return { kind: 'no-cart' };
      const counts: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM cart_items WHERE cart_id = $1`, [cartId]);
      if ((counts[0]?.count ?? 0) >= maxLines) return { kind: 'full' };
      const inserted: { id: string }[] = await manager.query(
        `INSERT INTO cart_items (cart_id, product_id, product_title, condition, color_type, ral_color, quantity,
           unit_price_cents, transport_type, transport_country, transport_postcode, transport_price_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, clock_timestamp())
         RETURNING id`,
        [
          cartId,
          line.productId,
          line.productTitle,
          line.condition,
          line.colorType,
          line.ralColor,
          line.quantity,
          line.unitPrice,
          line.transportType,
          line.transportCountry,
          line.transportPostcode,
          line.transportPrice,
        ],
      );
      await manager.query(`UPDATE carts SET updated_at = now() WHERE id = $1`, [cartId]);
      const id = inserted[0]?.id;
      if (id === undefined) throw new Error('INSERT INTO cart_items returned no id');
      return { kind: 'added', lineId: id };
    });
  }

  async updateLine(cartId: string, lineId: string, change: { readonly quantity: number; readonly transportPrice: number }): Promise<boolean> {
    const count = await countChanged(
      this.dataSource,
      `UPDATE cart_items SET quantity = $3, transport_price_cents = $4 WHERE id = $1 AND cart_id = $2`,
      [lineId, cartId, change.quantity, change.transportPrice],
    );
    return count > 0;
  }

  async removeLine(cartId: string, lineId: string): Promise<boolean> {
    return (await countChanged(this.dataSource, `DELETE FROM cart_items WHERE id = $1 AND cart_id = $2`, [lineId, cartId])) > 0;
  }

  async clear(cartId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM cart_items WHERE cart_id = $1`, [cartId]);
  }
}
