import type { EntityManager } from 'typeorm';
import type { UnitReservationLine } from '../../../application/orders/order-repository.port.js';
import type { Condition } from '../../../domain/catalogue/product.js';
import { RENT_PREFERENCE } from '../../../domain/units/unit-stock.js';

/** An order line that may need units: its product and condition, and how many. */
export type ReservationLine = UnitReservationLine;

/** A product and condition an order could not get enough units of. */
export interface UnitShortage {
  readonly productId: string;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly wanted: number;
  /** The available units that could be taken (none of them was). */
  readonly left: number;
}

/** Thrown inside the order's transaction, so everything it wrote rolls back; callers turn it into a 409. */
export class UnitShortageError extends Error {
  constructor(readonly shortage: UnitShortage) {
    super(`only ${shortage.left} of ${shortage.wanted} units of product ${shortage.productId} (${shortage.condition}) are available`);
  }
}

/** The placeholders (`$n`) of one product and condition's pick in a statement; `rentPreference` (RENT_PREFERENCE as text[]) is read by a rent pick only. */
export interface PickPlaceholders {
  readonly product: string;
  readonly condition: string;
  readonly wanted: string;
  readonly rentPreference: string;
}

/**
 * The wanted number of available units of one product and condition, locked, skipping units another
 * order's transaction holds (FOR UPDATE SKIP LOCKED: orders never wait for each other, and no unit is
 * taken twice); oldest first, and for a rent line of any condition, cargo-worthy first. The rows are
 * re-checked when locked, so a unit another order reserved after this statement's snapshot is not taken.
 * A sale pick and a rent pick are two texts, not one with a `CASE` on the condition: the sale pick then
 * reads the partial index of available units in its order even in a generic plan (prepared-statements.ts).
 */
export const pickAvailableUnits = (rent: boolean, { product, condition, wanted, rentPreference }: PickPlaceholders): string => `
  SELECT u.id, u.container_number FROM units u
  WHERE u.product_id = ${product} AND u.status = 'available'${rent ? '' : ` AND u.condition = ${condition}`}
  ORDER BY ${rent ? `array_position(${rentPreference}::text[], u.condition), ` : ''}u.created_at, u.id
  LIMIT ${wanted}
  FOR UPDATE OF u SKIP LOCKED`;

/**
 * One product and condition: its units picked (pickAvailableUnits), then, only when all of them were
 * found, reserved for the order's lines of that product and condition in position order and recorded
 * on those lines. `managed` is false for a product without any unit. $1 product, $2 condition, $3 how
 * many, $4 the order, and for rent $5 the rent preference.
 */
const reserveGroup = (rent: boolean): string => `
WITH picked AS (${pickAvailableUnits(rent, { product: '$1', condition: '$2', wanted: '$3', rentPreference: '$5' })}
), numbered AS (
  SELECT id, container_number, row_number() OVER (ORDER BY container_number) AS n FROM picked
), lines AS (
  SELECT i.id AS item_id, i.quantity, sum(i.quantity) OVER (ORDER BY i.position, i.id) AS upto
  FROM order_items i WHERE i.order_id = $4 AND i.product_id = $1 AND i.selected_condition = $2
), assigned AS (
  SELECT numbered.id, numbered.container_number, lines.item_id
  FROM numbered JOIN lines ON numbered.n > lines.upto - lines.quantity AND numbered.n <= lines.upto
  WHERE (SELECT count(*) FROM picked) = $3
), reserved AS (
  UPDATE units u SET status = 'reserved', order_id = $4, order_item_id = assigned.item_id, updated_at = now()
  FROM assigned WHERE u.id = assigned.id
  RETURNING u.id
), recorded AS (
  UPDATE order_items i SET container_numbers = i.container_numbers || given.numbers
  FROM (SELECT item_id, array_agg(container_number ORDER BY container_number) AS numbers FROM assigned GROUP BY item_id) given
  WHERE i.id = given.item_id
  RETURNING i.id
)
SELECT EXISTS (SELECT 1 FROM units WHERE product_id = $1) AS managed,
  (SELECT count(*) FROM picked)::int AS picked,
  (SELECT count(*) FROM reserved)::int AS reserved`;

const RESERVE_SALE_GROUP = reserveGroup(false);
const RESERVE_RENT_GROUP = reserveGroup(true);

/** What an order asks of one product and condition. */
export interface ReservationGroup {
  readonly productId: string;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly wanted: number;
}

/** Lines grouped by product and condition, the sale conditions first: rent takes what they leave. */
export const reservationGroups = (lines: readonly ReservationLine[]): ReservationGroup[] => {
  const groups = new Map<string, ReservationGroup>();
  for (const line of lines) {
    if (line.productId === null || line.quantity <= 0) continue;
    const key = `${line.productId}:${line.condition}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { productId: line.productId, productTitle: line.productTitle, condition: line.condition, wanted: line.quantity });
    else groups.set(key, { ...group, wanted: group.wanted + line.quantity });
  }
  return [...groups.values()].sort((a, b) => Number(a.condition === 'rent') - Number(b.condition === 'rent'));
};

/**
 * Reserves available units for an order's lines, inside the transaction that wrote the order and
 * its items (pass that transaction's EntityManager: the embedded database runs one transaction at a
 * time). One statement per product and condition; lines of products without units are left alone
 * (their stock is the hand-set flag). Throws UnitShortageError when a product and condition has
 * fewer available units than its lines want: the caller's transaction must then roll back.
 * Answers how many units were reserved.
 */
export const reserveUnitsForOrder = async (manager: Pick<EntityManager, 'query'>, orderId: string, lines: readonly ReservationLine[]): Promise<number> => {
  let reserved = 0;
  for (const group of reservationGroups(lines)) {
    const rent = group.condition === 'rent';
    const parameters: unknown[] = [group.productId, group.condition, group.wanted, orderId, ...(rent ? [RENT_PREFERENCE] : [])];
    const [row]: { managed: boolean; picked: number; reserved: number }[] = await manager.query(rent ? RESERVE_RENT_GROUP : RESERVE_SALE_GROUP, parameters);
    if (row === undefined || !row.managed) continue;
    if (row.picked < group.wanted) {
      throw new UnitShortageError({ productId: group.productId, productTitle: group.productTitle, condition: group.condition, wanted: group.wanted, left: row.picked });
    }
    // Every unit found must have gone to one of the order's lines: anything else means the lines passed are not the order's.
    if (row.reserved !== group.wanted) throw new Error(`order ${orderId} has no lines for ${group.wanted} units of product ${group.productId} (${group.condition})`);
    reserved += row.reserved;
  }
  return reserved;
};
