import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ErasureOutcome } from '../../../application/privacy/personal-data-store.port.js';
import { ERASED_VALUE } from '../../../domain/audit/audit-entry.js';
import { AUDIT_FIELDS_KEPT_ON_ERASURE } from '../../../domain/privacy/erased-values.js';
import { returnedRows } from '../returned-rows.js';
import { ERASED_JSON_COLUMNS } from './erased-json-columns.js';
import { eraseOffersAndRentals } from './sql-erasure-offers-rentals.js';
import { accountOf, ORDERS_OF, signInKeyOf } from './sql-held-data.js';

type Query = EntityManager['query'];

const ids = async (query: Query, sql: string, parameters: unknown[]): Promise<string[]> =>
  returnedRows<{ id: string }>(await query(sql, parameters)).map((row) => row.id);

/** Records of the erased person: their own audit records, and those of the rows they owned, lose every value that says who they are. */
const redactAuditTrail = async (query: Query, records: readonly (readonly [entity: string, id: string])[]): Promise<number> => {
  if (records.length === 0) return 0;
  const redact = (column: 'before' | 'after') =>
    `CASE WHEN a.${column} IS NULL THEN NULL ELSE (SELECT coalesce(jsonb_object_agg(f.key,
       CASE WHEN f.value = 'null'::jsonb OR f.key ~ $3 THEN f.value ELSE to_jsonb($4::text) END), '{}'::jsonb) FROM jsonb_each(a.${column}) f) END`;
  const rows = returnedRows<{ id: string }>(
    await query(
      `UPDATE audit_log a SET before = ${redact('before')}, after = ${redact('after')}
       WHERE (a.entity, a.entity_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
          OR (a.owner_entity, a.owner_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))
       RETURNING a.id`,
      [records.map(([entity]) => entity), records.map(([, id]) => id), AUDIT_FIELDS_KEPT_ON_ERASURE.source, ERASED_VALUE],
    ),
  );
  return rows.length;
};

/**
 * GDPR art. 17 in one transaction (docs/privacy.md). What accounting law keeps stays: invoices whole
 * (VAT Code art. 60 §4), an order's amounts, lines, dates and delivery country; the rest goes or
 * becomes "[erased]", in columns and inside JSON (offer revisions, rental terms), and the person's
 * secret links end. The writes record no row-by-row audit (that would copy what is being erased):
 * one record says who erased how much, under a hash of the address, and the earlier records about
 * the person's records are redacted.
 */
export const eraseHeldData = async (query: Query, email: string, by: string): Promise<ErasureOutcome> => {
  await query(`SELECT set_config('app.actor', '', true), set_config('app.audit_erasure', 'on', true)`);
  const account = await accountOf(query, email);
  const orders: { id: string; shipping_address: Record<string, unknown>; billing_address: Record<string, unknown> | null }[] = await query(
    `SELECT o.id, o.shipping_address, o.billing_address FROM orders o WHERE ${ORDERS_OF} ORDER BY o.id FOR UPDATE`,
    [email, account?.id ?? null],
  );
  for (const order of orders) {
    await query(`UPDATE orders SET shipping_address = $2, billing_address = $3, user_id = NULL, cart_id = NULL WHERE id = $1`, [
      order.id,
      JSON.stringify(ERASED_JSON_COLUMNS['orders.shipping_address'](order.shipping_address)),
      order.billing_address === null ? null : JSON.stringify(ERASED_JSON_COLUMNS['orders.billing_address'](order.billing_address)),
    ]);
  }
  const orderIds = orders.map((order) => order.id);
  const notes = await ids(query, `UPDATE order_status_changes SET note = $2 WHERE order_id = ANY ($1::uuid[]) AND note IS NOT NULL RETURNING id`, [orderIds, ERASED_VALUE]);
  await query(`DELETE FROM simulated_checkout_sessions WHERE order_id = ANY ($1::uuid[])`, [orderIds]);
  const quotes = await ids(query, `DELETE FROM quotes WHERE lower(email) = $1 RETURNING id`, [email]);
  const uploads = returnedRows<{ id: string; storage_key: string }>(
    await query(
      `DELETE FROM uploads WHERE contact_message_id IN (SELECT id FROM contact_messages WHERE lower(email) = $1) RETURNING id, storage_key`,
      [email],
    ),
  );
  const messages = await ids(query, `DELETE FROM contact_messages WHERE lower(email) = $1 RETURNING id`, [email]);
  // Emails to the person, and the shop's own notices answering to them (a declined offer, a new offer asked for).
  const emails = await ids(query, `DELETE FROM email_outbox WHERE lower(to_address) = $1 OR lower(reply_to) = $1 RETURNING id`, [email]);
  const { offers, offerRevisions, rentals, linksEnded } = await eraseOffersAndRentals(query, email, orderIds);
  const signInFailures = returnedRows<unknown>(await query(`DELETE FROM sign_in_failures WHERE account_key = $1 RETURNING account_key`, [signInKeyOf(email)])).length;
  // The account last: its sessions, email tokens and roles go with it (ON DELETE CASCADE).
  const accounts = account === null ? [] : await ids(query, `DELETE FROM users WHERE id = $1 RETURNING id`, [account.id]);

  const counts = {
    account: accounts.length,
    ordersAnonymised: orders.length,
    orderNotes: notes.length,
    quotes: quotes.length,
    messages: messages.length,
    attachments: uploads.length,
    emails: emails.length,
    offersAnonymised: offers.length,
    offerRevisionsAnonymised: offerRevisions,
    rentalsAnonymised: rentals.length,
    linksEnded,
    signInFailures,
  };
  const auditRecords = await redactAuditTrail(query, [
    ...accounts.map((id) => ['users', id] as const),
    ...orderIds.map((id) => ['orders', id] as const),
    ...quotes.map((id) => ['quotes', id] as const),
    ...messages.map((id) => ['contact_messages', id] as const),
    ...uploads.map((upload) => ['uploads', upload.id] as const),
    ...emails.map((id) => ['email_outbox', id] as const),
    ...offers.map((id) => ['offers', id] as const),
    ...rentals.map((id) => ['rental_contracts', id] as const),
  ]);
  await query(`INSERT INTO audit_log (actor, action, entity, entity_id, after) VALUES ($1, 'delete', 'privacy_erasure', $2, $3)`, [
    by,
    createHash('sha256').update(email).digest('hex'),
    JSON.stringify({ ...counts, auditRecordsRedacted: auditRecords }),
  ]);
  return { counts: { ...counts, auditRecordsRedacted: auditRecords }, fileKeys: uploads.map((upload) => upload.storage_key) };
};
