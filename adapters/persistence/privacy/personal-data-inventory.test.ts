import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { connectTestDatabase } from '../../../test/support/test-database.js';
import { ERASED_JSON_COLUMNS } from './erased-json-columns.js';
import { JSON_COLUMN_INVENTORY, PERSONAL_COLUMN_NAME, PERSONAL_DATA_INVENTORY, type JsonColumnHandling } from './personal-data-inventory.js';

type Query = EntityManager['query'];

/** Every json/jsonb column of the tables of the migrated schema, as `table.column`. */
const jsonColumnsOf = async (query: Query): Promise<string[]> => {
  const rows: { name: string }[] = await query(
    `SELECT c.table_name || '.' || c.column_name AS name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type IN ('json', 'jsonb') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
};
const unlisted = (columns: readonly string[]): string[] => columns.filter((column) => !Object.hasOwn(JSON_COLUMN_INVENTORY, column));
const handledAs = (handling: JsonColumnHandling): string[] =>
  Object.entries(JSON_COLUMN_INVENTORY)
    .filter(([, column]) => column?.onErasure === handling)
    .map(([name]) => name)
    .sort();

/** A value at each dotted path of `paths`, nested as the paths say. */
const sampleWith = (paths: readonly string[], value: string): Record<string, unknown> => {
  const sample: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let target = sample;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys[keys.length - 1] ?? path] = value;
  }
  return sample;
};
const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), record);

/**
 * No personal data the privacy tools do not know of: a column whose name says it may hold some (an
 * email, a name, an address, a note …) must be in the inventory with what the export, the erasure and
 * the sweep do with it, and so must every JSON column, with the personal keys inside it. A new table
 * or JSON copy (offers, rentals, whatever comes next) fails here until the erasure handles it.
 */
describe('the personal data inventory', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });
  afterAll(async () => dataSource?.destroy());

  it('names every column of the schema that may hold personal data', async () => {
    const rows: { name: string }[] = await dataSource.query(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`,
    );
    const candidates = rows.map((row) => row.name).filter((name) => PERSONAL_COLUMN_NAME.test(name.split('.')[1] ?? ''));
    expect(candidates.filter((name) => !Object.hasOwn(PERSONAL_DATA_INVENTORY, name))).toEqual([]);
    expect(candidates).toEqual(expect.arrayContaining(['users.email', 'orders.shipping_address', 'quotes.email', 'contact_messages.message', 'email_outbox.to_address']));
  });

  it('knows every JSON column of the schema, and no column the schema does not have', async () => {
    const columns = await jsonColumnsOf((sql, parameters) => dataSource.query(sql, parameters));
    expect(unlisted(columns)).toEqual([]);
    expect(Object.keys(JSON_COLUMN_INVENTORY).filter((name) => !columns.includes(name))).toEqual([]);
    expect(columns).toEqual(expect.arrayContaining(['offer_revisions.customer', 'rental_contracts.terms', 'invoices.document']));
  });

  it('finds a new JSON copy: a table made with a jsonb column is reported until it is listed', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`CREATE TABLE inventory_probe (id integer PRIMARY KEY, contact jsonb NOT NULL)`);
      expect(unlisted(await jsonColumnsOf((sql, parameters) => runner.query(sql, parameters)))).toEqual(['inventory_probe.contact']);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('has the erasure rewrite every JSON copy of a person that it does not delete or redact; only the invoice and the order\'s VAT evidence are kept', () => {
    expect(handledAs('rewritten')).toEqual(Object.keys(ERASED_JSON_COLUMNS).sort());
    expect(handledAs('kept by law')).toEqual(['invoices.document', 'orders.vat_detail']);
    expect(handledAs('redacted')).toEqual(['audit_log.after', 'audit_log.before']);
    // The erasure deletes the quote requests, the emails to or answering to the person and their orders' payment sessions.
    expect(handledAs('row deleted').map((name) => name.split('.')[0])).toEqual(['email_outbox', 'email_outbox', 'quotes', 'simulated_checkout_sessions']);
  });

  it("rewrites each personal key of a JSON copy to \"[erased]\"", () => {
    for (const [name, erase] of Object.entries(ERASED_JSON_COLUMNS)) {
      const personalKeys = JSON_COLUMN_INVENTORY[name]?.personalKeys ?? [];
      expect([name, personalKeys.length > 0]).toEqual([name, true]);
      const erased = erase(sampleWith(personalKeys, 'Ilse Wisveld'));
      expect([name, personalKeys.filter((path) => valueAt(erased, path) !== '[erased]')]).toEqual([name, []]);
    }
  });
});
