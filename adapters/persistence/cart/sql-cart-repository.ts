import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { AddLineGuard, AddLineOutcome, CartContents, CartRepository, NewCartLine, StoredCartLine } from '../../../application/cart/cart-repository.port.js';
import type { ColorType, Condition, DeliveryOption } from '../../../domain/catalogue/product.js';
import type { TransportCountry } from '../../../domain/transport/transport-country.js';

/** 32 random bytes, base64url: 43 characters (application/cart/cart-id.ts checks this shape). */
export const newCartId = (): string => randomBytes(32).toString('base64url');

/** A cart line as the database stores it (also the shape of a line returned as JSON). */
interface LineColumns {
  readonly id: string;
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

type LineRow = { readonly [Column in keyof LineColumns]: LineColumns[Column] | null } & {
  readonly cart_version: string;
  readonly catalogue_version: string;
};

const LINE_COLUMNS = `id, product_id, product_title, condition, color_type, ral_color, quantity,
  unit_price_cents, transport_type, transport_country, transport_postcode, transport_price_cents`;

const CATALOGUE_VERSION = `(SELECT version::text FROM cache_versions WHERE name = 'catalogue')`;

/** The cart's lines with both versions, in one statement; `upTo` keeps only lines written no later than a given time. */
const linesSql = (upTo: boolean): string => `
SELECT c.version::text AS cart_version, ${CATALOGUE_VERSION} AS catalogue_version,
  i.id, i.product_id, i.product_title, i.condition, i.color_type, i.ral_color, i.quantity,
  i.unit_price_cents, i.transport_type, i.transport_country, i.transport_postcode, i.transport_price_cents
FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id${upTo ? ' AND i.created_at <= $2::timestamptz' : ''}
WHERE c.id = $1
ORDER BY i.created_at DESC, i.id DESC`;

const LINES_SQL = linesSql(false);
/** Adds to one cart take turns under its lock and stamp clock_timestamp(), so "no later than mine" is "before or with mine". */
const LINES_UP_TO_SQL = linesSql(true);

/**
 * Adds a line in one statement: locks the cart, checks its line count (kept by
 * migration 0018's triggers) and the catalogue version the line was priced at,
 * inserts, and answers the cart's other lines as this statement sees them with
 * the cart's count under the lock, to tell whether that view is complete.
 */
const ADD_LINE_SQL = `
WITH cart AS (
  SELECT id, line_count, version FROM carts WHERE id = $1 FOR UPDATE
), catalogue AS (
  SELECT ${CATALOGUE_VERSION} AS version
), inserted AS (
  INSERT INTO cart_items (cart_id, product_id, product_title, condition, color_type, ral_color, quantity,
    unit_price_cents, transport_type, transport_country, transport_postcode, transport_price_cents, created_at)
  SELECT cart.id, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::int, $8::int, $9::text, $10::text, $11::text, $12::int, clock_timestamp()
  FROM cart, catalogue
  WHERE cart.line_count < $13::int AND catalogue.version = $14::text
  RETURNING ${LINE_COLUMNS}, created_at
)
SELECT
  (SELECT line_count FROM cart) AS line_count,
  (SELECT version::text FROM cart) AS cart_version,
  (SELECT version FROM catalogue) AS catalogue_version,
  (SELECT row_to_json(inserted) FROM inserted) AS inserted,
  (SELECT coalesce(json_agg(json_build_object(
      'id', i.id, 'product_id', i.product_id, 'product_title', i.product_title, 'condition', i.condition,
      'color_type', i.color_type, 'ral_color', i.ral_color, 'quantity', i.quantity, 'unit_price_cents', i.unit_price_cents,
      'transport_type', i.transport_type, 'transport_country', i.transport_country, 'transport_postcode', i.transport_postcode,
      'transport_price_cents', i.transport_price_cents) ORDER BY i.created_at DESC, i.id DESC), '[]')
   FROM cart_items i WHERE i.cart_id = $1 AND EXISTS (SELECT 1 FROM inserted)) AS others`;

interface AddLineRow {
  /** Null when there is no such cart. */
  readonly line_count: number | null;
  readonly cart_version: string | null;
  readonly catalogue_version: string;
  readonly inserted: (LineColumns & { readonly created_at: string }) | null;
  readonly others: readonly LineColumns[] | null;
}

const toLine = (row: LineColumns): StoredCartLine => ({
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

const isStoredLine = (row: LineRow): row is LineRow & LineColumns => row.id !== null;

/** Runs an UPDATE or DELETE and counts its rows (as a SELECT, so the driver answers with plain rows). */
const countChanged = async (runner: DataSource | EntityManager, statement: string, parameters: readonly unknown[]): Promise<number> => {
  const rows: { count: number }[] = await runner.query(`WITH changed AS (${statement} RETURNING 1) SELECT count(*)::int AS count FROM changed`, [
    ...parameters,
  ]);
  return rows[0]?.count ?? 0;
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

  lines(cartId: string): Promise<CartContents | null> {
    return this.contents(LINES_SQL, [cartId]);
  }

  private async contents(statement: string, parameters: readonly unknown[]): Promise<CartContents | null> {
    const rows: LineRow[] = await this.dataSource.query(statement, [...parameters]);
    const [first] = rows;
    if (first === undefined) return null;
    return { lines: rows.filter(isStoredLine).map(toLine), version: first.cart_version, catalogueVersion: first.catalogue_version };
  }

  async addLine(cartId: string, line: NewCartLine, guard: AddLineGuard): Promise<AddLineOutcome> {
    const [row]: AddLineRow[] = await this.dataSource.query(ADD_LINE_SQL, [
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
      guard.maxLines,
      guard.catalogueVersion,
    ]);
    if (row === undefined || row.line_count === null || row.cart_version === null) return { kind: 'no-cart' };
    if (row.inserted === null) return row.line_count >= guard.maxLines ? { kind: 'full' } : { kind: 'catalogue-moved' };
    const others = row.others ?? [];
    // The other lines are those of the statement's snapshot, the count is the one under the lock: a change
    // committed in between (a rare race on one cart) makes them differ, and the cart is read again as of this add.
    if (others.length !== row.line_count) {
      const reread = await this.contents(LINES_UP_TO_SQL, [cartId, row.inserted.created_at]);
      if (reread !== null) return { kind: 'added', lineId: row.inserted.id, cart: reread };
    }
    return {
      kind: 'added',
      lineId: row.inserted.id,
      // The triggers bumped the version for this insert once more after the lock.
      cart: { lines: [toLine(row.inserted), ...others.map(toLine)], version: String(BigInt(row.cart_version) + 1n), catalogueVersion: row.catalogue_version },
    };
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
