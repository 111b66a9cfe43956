import { insertOutboxEmails } from '../shared/outbox-writer.js';
import { insertOrderRow, ORDER_ITEM_COLUMNS, orderItemRows, orderItemValues } from './order-columns.js';
import { pickAvailableUnits } from '../shared/reserve-units.js';

/**
 * `claimed` locks the cart if it is still at the versions it was priced at (migration 0018 bumps the
 * cart's version on every change of its lines; the catalogue version covers products, transport and
 * which products have units): a concurrent change of the cart makes the lock wait and the version
 * check fail.
 */
const CLAIMED = `
WITH claimed AS (
  SELECT c.id FROM carts c
  WHERE c.id = $1 AND c.version = $2::bigint
    AND (SELECT v.version FROM cache_versions v WHERE v.name = 'catalogue') = $3::bigint
  FOR UPDATE OF c
)`;

/** Removes the claimed cart's lines for a bank transfer ($4), when `condition` holds. */
const emptied = (condition: string): string => `
  DELETE FROM cart_items WHERE $4::boolean AND cart_id = (SELECT id FROM claimed) AND ${condition}`;

/** The order's row from $5…$20 (order-columns.ts), one row for each row of `source` (the claim), with the claimed cart. */
const insertOrder = (source: string): string => insertOrderRow(5, source, 'claimed.id');
const ITEM_VALUES = orderItemValues('placed', 'item');
/** The items of the JSON array $21, in position order. */
const ITEM_ROWS = orderItemRows('$21');

/**
 * Places an order in one autocommit statement, all or nothing. Every write reads from `claimed` (the
 * order) or from `placed` (its items and emails), so none happens without the claim: what the visitor
 * priced is what is ordered. The items ($21) and emails ($22) come as JSON arrays in position order.
 * Answers the order's id, or no row when the claim failed.
 */
export const PLACE_ORDER = `${CLAIMED}, emptied AS (${emptied('true')}
), placed AS (${insertOrder('claimed')}
), items AS (
  INSERT INTO order_items (${ORDER_ITEM_COLUMNS})
  SELECT ${ITEM_VALUES}
  FROM placed, ${ITEM_ROWS}
), emails AS (${insertOutboxEmails('$22', 'placed')}
)
SELECT id FROM placed`;

/**
 * PLACE_ORDER that also reserves the units of the order's one product and condition under units
 * ($23 product, $24 condition, $25 how many, and for rent $26 the rent preference), in the same autocommit
 * statement (docs/units.md, "Reservations"). `picked` locks the units with SKIP LOCKED
 * (pickAvailableUnits); the order is written only when all were found (or the product has no unit at
 * all, as reserveUnitsForOrder leaves such lines alone), and the cart is emptied only with it: a
 * refused order leaves the cart as it was, as the rolled-back transaction did. The picked units are numbered by container
 * number and handed to the product and condition's lines in position order; each line is inserted with
 * its container numbers, and the units are reserved for it. Answers one row: whether the cart was
 * claimed, whether the order was placed, how many units were found and how many were reserved.
 * A statement's parts cannot see each other's rows, so the lines are written with their numbers
 * rather than updated afterwards; the trigger that bumps the stock version runs at the statement's end.
 */
const placeOrderReservingUnits = (rent: boolean): string => `${CLAIMED}, picked AS (${pickAvailableUnits(rent, { product: '$23', condition: '$24', wanted: '$25', rentPreference: '$26' })}
), enough AS (
  SELECT NOT EXISTS (SELECT 1 FROM units WHERE product_id = $23) OR (SELECT count(*) FROM picked) = $25 AS ok
), placed AS (${insertOrder('claimed WHERE (SELECT ok FROM enough)')}
), emptied AS (${emptied('EXISTS (SELECT 1 FROM placed)')}
), item_rows AS (
  SELECT item.* FROM ${ITEM_ROWS}
), assigned AS (
  SELECT numbered.id, numbered.container_number, lines.position
  FROM (SELECT id, container_number, row_number() OVER (ORDER BY container_number) AS n FROM picked) numbered
  JOIN (
    SELECT position, quantity, sum(quantity) OVER (ORDER BY position) AS upto
    FROM item_rows WHERE product_id = $23 AND selected_condition = $24
  ) lines ON numbered.n > lines.upto - lines.quantity AND numbered.n <= lines.upto
  WHERE EXISTS (SELECT 1 FROM placed)
), items AS (
  INSERT INTO order_items (${ORDER_ITEM_COLUMNS}, container_numbers)
  SELECT ${ITEM_VALUES},
    coalesce((SELECT array_agg(a.container_number ORDER BY a.container_number) FROM assigned a WHERE a.position = item.position), '{}'::text[])
  FROM placed, item_rows item
  RETURNING id, order_id, position
), reserved AS (
  UPDATE units u SET status = 'reserved', order_id = items.order_id, order_item_id = items.id, updated_at = now()
  FROM assigned JOIN items ON items.position = assigned.position
  WHERE u.id = assigned.id
  RETURNING u.id
), emails AS (${insertOutboxEmails('$22', 'placed')}
)
SELECT (SELECT count(*) FROM claimed)::int AS claimed, (SELECT count(*) FROM placed)::int AS placed,
  (SELECT count(*) FROM picked)::int AS picked, (SELECT count(*) FROM reserved)::int AS reserved`;

/** PLACE_ORDER reserving the units of one sale condition ($23 product, $24 condition, $25 how many). */
export const PLACE_ORDER_RESERVING_SALE_UNITS = placeOrderReservingUnits(false);

/** PLACE_ORDER reserving the units of rent lines, of any condition in the order of $26 (the rent preference). */
export const PLACE_ORDER_RESERVING_RENT_UNITS = placeOrderReservingUnits(true);
