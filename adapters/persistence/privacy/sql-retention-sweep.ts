import type { EntityManager } from 'typeorm';
import type { SweepOutcome } from '../../../application/privacy/personal-data-store.port.js';
import type { RetentionCategory } from '../../../domain/privacy/retention.js';
import { returnedRows } from '../returned-rows.js';
import { tableExists } from './sql-held-data.js';

type Query = EntityManager['query'];

const deleted = async (query: Query, sql: string, parameters: unknown[]): Promise<number> => returnedRows<unknown>(await query(sql, parameters)).length;

/**
 * Deletes, in one transaction, what is past its retention period (domain/privacy/retention.ts,
 * docs/privacy.md). No row-by-row audit record (it would copy what is being deleted); one record
 * says who swept how much. Quote requests whose offer was ordered stay with their order.
 */
export const sweepHeldData = async (query: Query, cutoffs: Readonly<Record<RetentionCategory, Date>>, by: string): Promise<SweepOutcome> => {
  await query(`SELECT set_config('app.actor', '', true), set_config('app.audit_purge_before', $1, true)`, [cutoffs.auditTrail.toISOString()]);
  const uploads = returnedRows<{ storage_key: string }>(
    await query(
      `DELETE FROM uploads WHERE contact_message_id IN (SELECT id FROM contact_messages WHERE created_at < $1) RETURNING storage_key`,
      [cutoffs.contactMessages],
    ),
  );
  const contactMessages = await deleted(query, `DELETE FROM contact_messages WHERE created_at < $1 RETURNING id`, [cutoffs.contactMessages]);
  const ordered = (await tableExists(query, 'offers')) ? `AND NOT EXISTS (SELECT 1 FROM offers f WHERE f.quote_id = q.id AND f.order_id IS NOT NULL)` : '';
  const unorderedQuotes = await deleted(query, `DELETE FROM quotes q WHERE q.created_at < $1 ${ordered} RETURNING q.id`, [cutoffs.unorderedQuotes]);
  const abandonedCarts = await deleted(query, `DELETE FROM carts WHERE updated_at < $1 RETURNING id`, [cutoffs.abandonedCarts]);
  const signInRecords =
    (await deleted(query, `DELETE FROM sessions WHERE expires_at < $1 RETURNING user_id`, [cutoffs.signInRecords])) +
    (await deleted(query, `DELETE FROM email_tokens WHERE expires_at < $1 OR used_at < $1 RETURNING user_id`, [cutoffs.signInRecords])) +
    (await deleted(query, `DELETE FROM sign_in_failures WHERE last_failure_at < $1 AND (locked_until IS NULL OR locked_until < $1) RETURNING account_key`, [
      cutoffs.signInRecords,
    ]));
  const logs =
    (await deleted(query, `DELETE FROM email_outbox WHERE status IN ('sent', 'dead') AND created_at < $1 RETURNING id`, [cutoffs.logs])) +
    (await deleted(query, `DELETE FROM payment_events WHERE received_at < $1 RETURNING event_id`, [cutoffs.logs])) +
    (await deleted(query, `DELETE FROM simulated_checkout_sessions WHERE expires_at < $1 RETURNING session_id`, [cutoffs.logs]));
  // The trail's trigger refuses a record younger than a year whatever the cutoff: those are left alone, not an error.
  const auditTrail = await deleted(query, `DELETE FROM audit_log WHERE at < $1 AND at < now() - interval '1 year' RETURNING id`, [cutoffs.auditTrail]);
  const counts = { contactMessages, unorderedQuotes, abandonedCarts, signInRecords, logs, auditTrail };
  await query(`INSERT INTO audit_log (actor, action, entity, entity_id, after) VALUES ($1, 'delete', 'privacy_sweep', $2, $3)`, [
    by,
    new Date().toISOString(),
    JSON.stringify({ ...counts, attachments: uploads.length, cutoffs }),
  ]);
  return { counts, fileKeys: uploads.map((upload) => upload.storage_key) };
};
