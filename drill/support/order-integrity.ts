import type { Checks } from './check.js';
import type { DrillDatabase } from './postgres.js';

/**
 * SQL checks that no order is half-written: every order has items whose line
 * totals add up to its subtotal, every bank-transfer order has its two emails
 * and an emptied cart, and no order email exists without its order.
 */
const INTEGRITY_QUERIES: readonly { readonly check: string; readonly sql: string }[] = [
  { check: 'orders without items', sql: `SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)` },
  {
    check: 'orders whose items do not add up to the subtotal',
    sql: `SELECT count(*) AS n FROM orders o WHERE o.subtotal_cents <> (SELECT coalesce(sum(i.line_total_cents), 0) FROM order_items i WHERE i.order_id = o.id)`,
  },
  {
    check: 'bank-transfer orders without both emails in the outbox',
    sql: `SELECT count(*) AS n FROM orders o WHERE o.payment_method = 'bank_transfer' AND
            (SELECT count(*) FROM email_outbox e WHERE e.dedupe_key IN ('order-confirmation:' || o.id, 'order-notification:' || o.id)) <> 2`,
  },
  {
    check: 'order emails without their order',
    sql: `SELECT count(*) AS n FROM email_outbox e WHERE e.dedupe_key ~ '^order-(confirmation|notification):'
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE e.dedupe_key IN ('order-confirmation:' || o.id, 'order-notification:' || o.id))`,
  },
];

/** Only where each cart is ordered once and never refilled: the ordered cart was emptied in the same transaction. */
const SINGLE_USE_CART_QUERY = {
  check: 'bank-transfer orders whose cart still holds lines',
  sql: `SELECT count(*) AS n FROM orders o WHERE o.payment_method = 'bank_transfer' AND EXISTS (SELECT 1 FROM cart_items c WHERE c.cart_id = o.cart_id)`,
};

export const checkOrderIntegrity = async (database: Pick<DrillDatabase, 'query'>, checks: Checks, options: { singleUseCarts: boolean }): Promise<void> => {
  for (const { check, sql } of options.singleUseCarts ? [...INTEGRITY_QUERIES, SINGLE_USE_CART_QUERY] : INTEGRITY_QUERIES) {
    const [row] = await database.query<{ n: string }>(sql);
    checks.equal(`SQL: ${check}`, 0, Number(row?.n ?? -1));
  }
};

export const countRows = async (database: Pick<DrillDatabase, 'query'>, sql: string, params: readonly unknown[] = []): Promise<number> => {
  const [row] = await database.query<{ n: string }>(sql, params);
  return Number(row?.n ?? 0);
};
