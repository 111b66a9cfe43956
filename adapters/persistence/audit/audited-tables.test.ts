import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase } from '../../../test/support/test-database.js';
import { AUDIT_EXEMPT_TABLES } from './audit-exempt-tables.js';

/**
 * Every table an admin route (or the CLI) can write is audited: each table of the migrated schema
 * carries the audit trigger unless it is exempt with a reason. A migration adding a table (offers,
 * units, rentals, whatever comes next) fails here until it calls `SELECT audit_attach('its_table')`
 * or the table is listed in audit-exempt-tables.ts with why.
 */
describe('the audited tables', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });
  afterAll(async () => dataSource?.destroy());

  it('covers every table of the schema that is not exempt with a reason', async () => {
    const rows: { name: string; audited: boolean }[] = await dataSource.query(
      `SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row_change' AND t.tgenabled <> 'D') AS audited
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    );
    const unaudited = rows.filter((row) => !row.audited && !Object.hasOwn(AUDIT_EXEMPT_TABLES, row.name)).map((row) => row.name);
    expect(unaudited).toEqual([]);
    // The tables of both specs' admin screens, and of offers, units and rentals, are among the audited ones.
    const audited = new Set(rows.filter((row) => row.audited).map((row) => row.name));
    for (const table of ['products', 'product_translations', 'product_images', 'redirects', 'transport_rates', 'blog_posts', 'faqs', 'faq_translations', 'landing_pages', 'sections', 'section_translations', 'orders', 'order_status_changes', 'invoices', 'users', 'user_roles', 'email_outbox', 'offers', 'offer_revisions', 'offer_lines', 'units', 'rental_contracts', 'rental_periods']) {
      expect([table, audited.has(table)]).toEqual([table, true]);
    }
  });

  it('gives every exemption a reason, and leaves the trail itself unaudited', () => {
    for (const [table, reason] of Object.entries(AUDIT_EXEMPT_TABLES)) expect([table, reason.length > 10]).toEqual([table, true]);
    expect(Object.hasOwn(AUDIT_EXEMPT_TABLES, 'audit_log')).toBe(true);
  });
});
