import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { HeldAttachment, HeldData, HeldInvoice, HeldRecord } from '../../../application/privacy/personal-data-store.port.js';
import { withoutSecrets } from '../secret-columns.js';

type Query = EntityManager['query'];

/** The key failed sign-ins are counted under (adapters/persistence/accounts/sql-sign-in-attempts.ts): a hash of the normalised address. */
export const signInKeyOf = (email: string): string => createHash('sha256').update(email).digest('hex');

/** Tables added by later features (offers, rentals) are read when the schema has them. */
export const tableExists = async (query: Query, table: string): Promise<boolean> => {
  const [row]: { present: boolean }[] = await query(`SELECT to_regclass($1) IS NOT NULL AS present`, [table]);
  return row?.present === true;
};

const records = (rows: readonly { record: HeldRecord }[]): readonly HeldRecord[] => rows.map((row) => withoutSecrets(row.record));

/** The account of the address, or null. */
export const accountOf = async (query: Query, email: string): Promise<{ id: string; record: HeldRecord; isAdmin: boolean } | null> => {
  const [row]: { id: string; record: HeldRecord; is_admin: boolean }[] = await query(
    `SELECT u.id, to_jsonb(u) || jsonb_build_object('roles', (SELECT coalesce(jsonb_agg(r.role ORDER BY r.role), '[]') FROM user_roles r WHERE r.user_id = u.id)) AS record,
       EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = 'admin') AS is_admin
     FROM users u WHERE lower(u.email) = $1`,
    [email],
  );
  return row === undefined ? null : { id: row.id, record: withoutSecrets(row.record), isAdmin: row.is_admin };
};

/** The orders of the address: placed with it, or by its account. */
export const ORDERS_OF = `lower(o.shipping_address->>'email') = $1 OR o.user_id = $2::uuid`;

/** The offers of the address ($1): theirs by the offer or any revision, or made into one of their orders ($2). */
export const OFFERS_OF = `lower(f.customer_email) = $1 OR f.order_id = ANY ($2::uuid[])
  OR EXISTS (SELECT 1 FROM offer_revisions r WHERE r.offer_id = f.id AND lower(r.customer->>'email') = $1)`;

/** The rental contracts of the address ($1), or of its orders ($2). */
export const RENTALS_OF = `lower(c.customer_email) = $1 OR c.order_id = ANY ($2::uuid[]) OR lower(c.terms->'buyer'->>'email') = $1`;

/** Everything held about a normalised address, read in one transaction (a consistent picture). */
export const collectHeldData = async (query: Query, email: string): Promise<HeldData> => {
  const account = await accountOf(query, email);
  const orders: { id: string; order_number: string; open: boolean; record: HeldRecord }[] = await query(
    `SELECT o.id, o.order_number::text AS order_number, o.status NOT IN ('completed', 'cancelled') AS open, to_jsonb(o) || jsonb_build_object(
       'items', (SELECT coalesce(jsonb_agg(to_jsonb(i) ORDER BY i.position, i.id), '[]') FROM order_items i WHERE i.order_id = o.id),
       'statusHistory', (SELECT coalesce(jsonb_agg(jsonb_build_object('from', c.from_status, 'to', c.to_status, 'at', c.changed_at, 'note', c.note) ORDER BY c.changed_at, c.id), '[]')
                         FROM order_status_changes c WHERE c.order_id = o.id)) AS record
     FROM orders o WHERE ${ORDERS_OF} ORDER BY o.created_at, o.id`,
    [email, account?.id ?? null],
  );
  const orderIds = orders.map((order) => order.id);
  const invoices: { number: string; kind: HeldInvoice['kind']; issue_date: string; total_cents: number; order_number: string }[] = await query(
    `SELECT i.number, i.kind, i.issue_date::text AS issue_date, i.total_cents, o.order_number::text AS order_number
     FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.order_id = ANY ($1::uuid[]) ORDER BY i.issued_at, i.number`,
    [orderIds],
  );
  const quotes: { record: HeldRecord }[] = await query(`SELECT to_jsonb(q) AS record FROM quotes q WHERE lower(q.email) = $1 ORDER BY q.created_at, q.id`, [email]);
  const messages: { id: string; record: HeldRecord; attachments: HeldAttachment[] }[] = await query(
    `SELECT m.id, to_jsonb(m) AS record,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'name', u.original_name, 'contentType', u.content_type, 'storageKey', u.storage_key) ORDER BY u.created_at, u.id), '[]')
        FROM uploads u WHERE u.contact_message_id = m.id) AS attachments
     FROM contact_messages m WHERE lower(m.email) = $1 ORDER BY m.created_at, m.id`,
    [email],
  );
  const emails: { record: HeldRecord }[] = await query(
    `SELECT to_jsonb(e) - 'html' - 'fallback' - 'attachments' - 'locked_until' - 'dedupe_key' AS record
     FROM email_outbox e WHERE lower(e.to_address) = $1 ORDER BY e.created_at, e.id`,
    [email],
  );
  const offers: { record: HeldRecord }[] = (await tableExists(query, 'offers'))
    ? await query(
        `SELECT to_jsonb(f) || jsonb_build_object(
           'revisions', (SELECT coalesce(jsonb_agg(to_jsonb(r) ORDER BY r.revision), '[]') FROM offer_revisions r WHERE r.offer_id = f.id),
           'lines', (SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l.revision, l.position), '[]') FROM offer_lines l WHERE l.offer_id = f.id),
           'acceptance', (SELECT to_jsonb(a) FROM offer_acceptances a WHERE a.offer_id = f.id)) AS record
         FROM offers f WHERE ${OFFERS_OF} ORDER BY f.created_at, f.id`,
        [email, orderIds],
      )
    : [];
  const rentals: { running: boolean; record: HeldRecord }[] = (await tableExists(query, 'rental_contracts'))
    ? await query(
        `SELECT c.state <> 'ended' AS running, to_jsonb(c) AS record FROM rental_contracts c WHERE ${RENTALS_OF} ORDER BY c.opened_at, c.id`,
        [email, orderIds],
      )
    : [];
  const [failures]: { record: HeldRecord }[] = await query(
    `SELECT jsonb_build_object('failures', failures, 'lastFailureAt', last_failure_at, 'lockedUntil', locked_until) AS record FROM sign_in_failures WHERE account_key = $1`,
    [signInKeyOf(email)],
  );
  return {
    account: account?.record ?? null,
    isAdmin: account?.isAdmin ?? false,
    orders: records(orders),
    invoices: invoices.map((row) => ({ number: row.number, kind: row.kind, issueDate: row.issue_date, orderNumber: Number(row.order_number), totalCents: row.total_cents })),
    quotes: records(quotes),
    messages: messages.map((row) => ({ id: row.id, record: withoutSecrets(row.record), attachments: row.attachments })),
    offers: records(offers),
    rentals: records(rentals),
    openOrders: orders.filter((order) => order.open).map((order) => Number(order.order_number)),
    runningRentals: rentals.filter((rental) => rental.running).length,
    emails: records(emails),
    signInFailures: failures?.record ?? null,
  };
};
