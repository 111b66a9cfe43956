import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { sweepPersonalData } from '../../../application/privacy/sweep-personal-data.use-case.js';
import type { FileStorage } from '../../../application/files/file-storage.port.js';
import { DEFAULT_RETENTION_PERIODS } from '../../../domain/privacy/retention.js';
import { belgianDay, belgianDayStart } from '../../../domain/shared/belgian-day.js';
import { connectTestDatabase, emptyAllTables } from '../../../test/support/test-database.js';
import { buildPrivacyUseCases } from '../../composition/privacy-use-cases.js';
import { dailyScheduler } from '../../scheduling/daily-scheduler.js';
import { processJobLock } from '../../scheduling/job-lock.js';
import { sqlJobRuns } from '../../scheduling/job-runs.js';
import { SqlPersonalDataStore } from './sql-personal-data-store.js';
import { tableExists } from './sql-held-data.js';

const NOW = new Date('2030-06-15T12:00:00Z');
const DAY_MS = 86_400_000;
/** An instant `days` (and `extraMs`) before NOW. */
const ago = (days: number, extraMs = 0): Date => new Date(NOW.getTime() - days * DAY_MS - extraMs);

/** A file storage that only remembers what it was asked to delete. */
const deletions = (): FileStorage & { readonly deleted: string[] } => {
  const deleted: string[] = [];
  return { deleted, put: async () => undefined, get: async () => null, delete: async (key) => void deleted.push(key) };
};

describe('the privacy sweep', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    await emptyAllTables(dataSource);
  });
  afterAll(async () => dataSource?.destroy());

  const q = (sql: string, parameters: unknown[] = []) => dataSource.query(sql, parameters);
  const remaining = async (table: string, column: string): Promise<string[]> =>
    ((await q(`SELECT ${column}::text AS value FROM ${table} ORDER BY 1`)) as { value: string }[]).map((row) => row.value);

  it('deletes exactly what is past its period on the date it is given, with the files of the messages, and says so in the audit trail', async () => {
    const message = async (name: string, at: Date): Promise<string> =>
      (await q(`INSERT INTO contact_messages (source, name, email, message, language, created_at) VALUES ('contact_page', $1, 'x@example.be', 'm', 'nl', $2) RETURNING id`, [name, at]))[0].id;
    const due = await message('due', ago(730, 1));
    await message('at-cutoff', ago(730));
    await message('recent', ago(10));
    await q(`INSERT INTO uploads (storage_key, original_name, size_bytes, content_type, contact_message_id) VALUES ('contact-form/due.pdf', 'due.pdf', 1, 'application/pdf', $1)`, [due]);

    const quote = async (name: string, at: Date): Promise<string> =>
      (await q(
        `INSERT INTO quotes (customer_name, email, quantity_requested, request_type, purchase_option, color_type, language, customer_kind, created_at)
         VALUES ($1, 'x@example.be', 1, 'Bulk Order', 'new', 'from_stack', 'nl', 'consumer', $2) RETURNING id`,
        [name, at],
      ))[0].id;
    await quote('old-unordered', ago(366));
    await quote('recent', ago(100));
    const orderedQuote = await quote('old-ordered', ago(800));
    if (await tableExists(q, 'offers')) {
      const [order] = await q(
        `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, vat_detail, customer_kind, status)
         VALUES ('h', 100, 21, 121, 'bank_transfer', '{}', 'nl', '{}', 'consumer', 'completed') RETURNING id`,
      );
      await q(
        `INSERT INTO offers (number, year, sequence, quote_id, status, current_revision, language, customer_name, customer_email, order_id, created_by)
         VALUES ('OF-2028-000001', 2028, 1, $1, 'ordered', 1, 'nl', 'x', 'x@example.be', $2, 'admin@example.be')`,
        [orderedQuote, order.id],
      );
    } else {
      await q(`DELETE FROM quotes WHERE id = $1`, [orderedQuote]);
    }

    await q(`INSERT INTO carts (id, updated_at) VALUES (repeat('a', 32), $1), (repeat('b', 32), $2)`, [ago(30, 1), ago(29)]);
    const [user] = await q(`INSERT INTO users (email, password_hash) VALUES ('u@example.be', 'h') RETURNING id`);
    await q(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('s-due', $1, $2), ('s-kept', $1, $3)`, [user.id, ago(181), ago(10)]);
    await q(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at, used_at) VALUES ('t-due', $1, 'verify-email', $2, $3), ('t-kept', $1, 'verify-email', $2, NULL)`, [
      user.id,
      ago(170),
      ago(200),
    ]);
    await q(`INSERT INTO sign_in_failures (account_key, failures, last_failure_at) VALUES ('f-due', 3, $1), ('f-kept', 3, $2)`, [ago(200), ago(10)]);

    await q(
      `INSERT INTO email_outbox (to_address, from_address, subject, html, text_body, status, created_at) VALUES
         ('a@example.be', 'shop@example.be', 'sent-due', '', '', 'sent', $1),
         ('a@example.be', 'shop@example.be', 'dead-due', '', '', 'dead', $1),
         ('a@example.be', 'shop@example.be', 'pending-old', '', '', 'pending', $1),
         ('a@example.be', 'shop@example.be', 'sent-recent', '', '', 'sent', $2)`,
      [ago(366), ago(100)],
    );
    await q(`INSERT INTO payment_events (event_id, type, received_at) VALUES ('evt-due', 'checkout.session.completed', $1), ('evt-kept', 'checkout.session.completed', $2)`, [ago(366), ago(10)]);
    await q(`INSERT INTO audit_log (at, actor, action, entity, entity_id) VALUES ($1, 'old@example.be', 'update', 'products', 'a'), ($2, 'kept@example.be', 'update', 'products', 'b')`, [
      ago(3650, 1),
      ago(3640),
    ]);

    const files = deletions();
    const report = await sweepPersonalData({ store: new SqlPersonalDataStore(dataSource), files, periods: DEFAULT_RETENTION_PERIODS })(NOW, 'cli:operator');

    expect(report.counts).toEqual({ contactMessages: 1, unorderedQuotes: 1, abandonedCarts: 1, signInRecords: 3, logs: 3, auditTrail: 1 });
    expect(files.deleted).toEqual(['contact-form/due.pdf']);
    expect(await remaining('contact_messages', 'name')).toEqual(['at-cutoff', 'recent']);
    expect(await remaining('uploads', 'storage_key')).toEqual([]);
    expect(await remaining('quotes', 'customer_name')).toEqual((await tableExists(q, 'offers')) ? ['old-ordered', 'recent'] : ['recent']);
    expect(await remaining('carts', 'id')).toEqual(['b'.repeat(32)]);
    expect(await remaining('sessions', 'token_hash')).toEqual(['s-kept']);
    expect(await remaining('email_tokens', 'token_hash')).toEqual(['t-kept']);
    expect(await remaining('sign_in_failures', 'account_key')).toEqual(['f-kept']);
    expect(await remaining('email_outbox', 'subject')).toEqual(['pending-old', 'sent-recent']);
    expect(await remaining('payment_events', 'event_id')).toEqual(['evt-kept']);
    expect(await remaining(`audit_log WHERE entity <> 'privacy_sweep'`, 'actor')).toEqual(['kept@example.be']);
    const [sweep] = await q(`SELECT actor, after FROM audit_log WHERE entity = 'privacy_sweep'`);
    expect(sweep).toMatchObject({ actor: 'cli:operator', after: { contactMessages: 1, logs: 3, attachments: 1 } });
    // Nothing the sweep deleted was copied into the trail row by row.
    expect(await q(`SELECT 1 FROM audit_log WHERE entity <> 'privacy_sweep' AND actor = 'cli:operator'`)).toEqual([]);
  });

  it('deletes nothing more when run again on the same date', async () => {
    const report = await sweepPersonalData({ store: new SqlPersonalDataStore(dataSource), files: deletions(), periods: DEFAULT_RETENTION_PERIODS })(NOW, 'cli:operator');
    expect(Object.values(report.counts).every((count) => count === 0)).toBe(true);
  });

  it("runs once a Belgian day, from 03:00 in Brussels, as the shop scheduler's privacy-sweep job", async () => {
    await q(`INSERT INTO contact_messages (source, name, email, message, language, created_at) VALUES ('contact_page', 'stale', 'x@example.be', 'm', 'nl', now() - interval '3 years')`);
    const privacy = buildPrivacyUseCases({ dataSource, files: deletions(), periods: DEFAULT_RETENTION_PERIODS });
    const today = belgianDayStart(belgianDay(new Date())).getTime();
    let clock = new Date(today + 2.5 * 3_600_000);
    const scheduler = dailyScheduler({ jobs: [privacy.dailyJob], lock: processJobLock(), runs: sqlJobRuns(dataSource), clock: () => clock, logger: { info: () => undefined, error: () => undefined } });
    await scheduler.tick();
    expect(await remaining('contact_messages', 'name')).toContain('stale');
    clock = new Date(today + 3.25 * 3_600_000);
    await scheduler.tick();
    expect(await remaining('contact_messages', 'name')).not.toContain('stale');
    expect(await q(`SELECT to_char(last_day, 'YYYY-MM-DD') AS day FROM scheduled_job_runs WHERE name = 'privacy-sweep'`)).toEqual([{ day: belgianDay(clock) }]);
    const sweeps = await q(`SELECT actor FROM audit_log WHERE entity = 'privacy_sweep' AND actor = 'system:privacy-sweep'`);
    expect(sweeps).toHaveLength(1);
    await scheduler.tick();
    expect(await q(`SELECT actor FROM audit_log WHERE entity = 'privacy_sweep' AND actor = 'system:privacy-sweep'`)).toHaveLength(1);
  });
});
