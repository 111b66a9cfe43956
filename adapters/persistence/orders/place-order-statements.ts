import { insertOutboxEmails } from '../email/outbox-writer.js';
import { pickAvailableUnits } from '../units/reserve-units.js';

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

/** The order's row from $5…$20, one row for each row of `source` (the claim). */
const insertOrder = (source: string): string => `
  INSERT INTO orders (id, order_number, access_token_hash, user_id, subtotal_cents, vat_cents, total_cents, vat_rate, status,
    payment_method, structured_communication, shipping_address, billing_address, language, cart_id, vat_detail, customer_kind,
    customer_vat_number)
  SELECT $5::uuid, $6::bigint, $7::text, $8::uuid, $9::integer, $10::integer, $11::integer, $12::numeric, 'pending', $13::text,
    $14::text, $15::jsonb, $16::jsonb, $17::text, claimed.id, $18::jsonb, $19::text, $20::text
  FROM ${source}
  RETURNING id`;

const ITEM_COLUMNS = `order_id, position, product_id, product_title, quantity, unit_price_cents, transport_price_cents,
    line_total_cents, selected_condition, transport_type, color_type, ral_color, transport_country, transport_postcode,
    vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents`;
const ITEM_VALUES = `placed.id, item.position, item.product_id, item.product_title, item.quantity, item.unit_price_cents, item.transport_price_cents,
    item.line_total_cents, item.selected_condition, item.transport_type, item.color_type, item.ral_color, item.transport_country,
    item.transport_postcode, item.vat_category, item.vat_rate_percent, item.vat_tax_country, item.vat_rule, item.vat_cents`;
/** The items of the JSON array $21, in position order. */
const ITEM_ROWS = `jsonb_to_recordset($21::jsonb) AS item(position integer, product_id uuid, product_title text, quantity integer,
    unit_price_cents integer, transport_price_cents integer, line_total_cents integer, selected_condition text, transport_type text,
    color_type text, ral_color text, transport_country text, transport_postcode text, vat_category text, vat_rate_percent numeric,
    vat_tax_country text, vat_rule text, vat_cents integer)`;

/**
 * Places an order in one autocommit statement, all or nothing. Every write reads from `claimed` (the
 * order) or from `placed` (its items and emails), so none happens without the claim: what the visitor
 * priced is what is ordered. The items ($21) and emails ($22) come as JSON arrays in position order.
 * Answers the order's id, or no row when the claim failed.
 */
export const PLACE_ORDER = `${CLAIMED}, emptied AS (${emptied('true')}
), placed AS (${insertOrder('claimed')}
), items AS (
  INSERT INTO order_items (${ITEM_COLUMNS})
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
  INSERT INTO order_items (${ITEM_COLUMNS}, container_numbers)
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
