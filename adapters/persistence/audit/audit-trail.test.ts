import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase, emptyAllTables } from '../../../test/support/test-database.js';
import { actingAs } from './audit-actor.js';

interface AuditRow {
  readonly actor: string;
  readonly action: string;
  readonly entity: string;
  readonly entity_id: string;
  readonly owner_entity: string | null;
  readonly owner_id: string | null;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
  readonly redacted: readonly string[];
}

describe('the audit trail in the database', () => {
  let dataSource: DataSource;
  const trail = async (): Promise<AuditRow[]> =>
    dataSource.query(`SELECT actor, action, entity, entity_id, owner_entity, owner_id, before, after, redacted FROM audit_log ORDER BY id`);

  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });
  beforeEach(async () => emptyAllTables(dataSource));
  afterAll(async () => dataSource?.destroy());

  it('records who changed which fields of which record, before and after, in the same transaction', async () => {
    const [product] = await dataSource.query(`INSERT INTO products (condition, size, price_cents) VALUES ('new', '20ft', 250000) RETURNING id`);
    expect(await trail()).toEqual([]);
    await actingAs('anna@example.be', () =>
      dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE products SET price_cents = 240000, size = '20ft', updated_at = now() WHERE id = $1`, [product.id]);
        await manager.query(`INSERT INTO product_translations (product_id, language, title, slug) VALUES ($1, 'nl', 'Nieuw', 'nieuw')`, [product.id]);
      }),
    );
    const rows = await trail();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: 'anna@example.be', action: 'update', entity: 'products', entity_id: product.id, owner_entity: null, redacted: [] });
    expect(Object.keys(rows[0]?.before ?? {}).sort()).toEqual(['price_cents', 'updated_at']);
    expect(rows[0]?.before?.['price_cents']).toBe(250000);
    expect(rows[0]?.after?.['price_cents']).toBe(240000);
    expect(rows[1]).toMatchObject({ action: 'insert', entity: 'product_translations', owner_entity: 'products', owner_id: product.id, before: null });
    expect(rows[1]?.after).toMatchObject({ title: 'Nieuw', slug: 'nieuw', language: 'nl' });
  });

  it('records a statement sent on its own with its actor, and nothing of writes made by nobody', async () => {
    const [product] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    await actingAs('cli:operator', () => dataSource.query(`DELETE FROM products WHERE id = $1`, [product.id]));
    const rows = await trail();
    expect(rows.map((row) => [row.actor, row.action, row.entity, row.entity_id])).toEqual([['cli:operator', 'delete', 'products', product.id]]);
    expect(rows[0]?.before).toMatchObject({ condition: 'new', size: '20ft' });
  });

  it('a rolled-back write leaves no record, and the actor does not outlive its transaction', async () => {
    const [product] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    await expect(
      actingAs('anna@example.be', () =>
        dataSource.transaction(async (manager) => {
          await manager.query(`UPDATE products SET size = '40ft' WHERE id = $1`, [product.id]);
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    await dataSource.query(`UPDATE products SET size = '10ft' WHERE id = $1`, [product.id]);
    expect(await trail()).toEqual([]);
  });

  it('never records a secret: password and token hashes are named as changed, their values left out', async () => {
    await actingAs('cli:operator', () =>
      dataSource.query(`INSERT INTO users (email, password_hash) VALUES ('admin@example.be', '$argon2id$secret-hash')`),
    );
    await actingAs('cli:operator', () => dataSource.query(`UPDATE users SET password_hash = '$argon2id$other-hash'`));
    const rows = await trail();
    expect(rows.map((row) => row.action)).toEqual(['insert', 'update']);
    expect(JSON.stringify(rows)).not.toContain('argon2id');
    expect(rows[0]?.after).toMatchObject({ email: 'admin@example.be' });
    expect(rows.every((row) => !('password_hash' in (row.after ?? {})) && !('password_hash' in (row.before ?? {})))).toBe(true);
    expect(rows[1]?.redacted).toEqual(['password_hash']);
  });

  it('a grandchild row belongs to the record its parent belongs to', async () => {
    const [product] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    const [info] = await dataSource.query(`INSERT INTO product_condition_info (product_id, condition) VALUES ($1, 'new') RETURNING id`, [product.id]);
    await actingAs('anna@example.be', () =>
      dataSource.query(`INSERT INTO product_condition_info_translations (condition_info_id, language, title) VALUES ($1, 'en', 'New')`, [info.id]),
    );
    expect((await trail()).map((row) => [row.entity, row.owner_entity, row.owner_id])).toEqual([['product_condition_info_translations', 'products', product.id]]);
  });

  describe('records cannot be edited or deleted', () => {
    const oneRecord = async (): Promise<string> => {
      await actingAs('anna@example.be', () => dataSource.query(`INSERT INTO faqs (order_index) VALUES (1)`));
      const [row] = await dataSource.query(`SELECT id FROM audit_log`);
      return row.id;
    };

    it('refuses UPDATE and DELETE of a record', async () => {
      const id = await oneRecord();
      await expect(dataSource.query(`UPDATE audit_log SET actor = 'someone-else' WHERE id = $1`, [id])).rejects.toThrow(/cannot be changed/);
      await expect(dataSource.query(`UPDATE audit_log SET after = '{}' WHERE id = $1`, [id])).rejects.toThrow(/cannot be changed/);
      await expect(dataSource.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rejects.toThrow(/cannot be deleted/);
      expect(await trail()).toHaveLength(1);
    });

    it('during an erasure, allows only replacing recorded values by "[erased]"', async () => {
      const id = await oneRecord();
      const erasing = (sql: string) =>
        dataSource.transaction(async (manager) => {
          await manager.query(`SELECT set_config('app.audit_erasure', 'on', true)`);
          await manager.query(sql, [id]);
        });
      await expect(erasing(`UPDATE audit_log SET after = jsonb_set(after, '{order_index}', '7') WHERE id = $1`)).rejects.toThrow(/cannot be changed/);
      await expect(erasing(`UPDATE audit_log SET after = after - 'order_index' WHERE id = $1`)).rejects.toThrow(/cannot be changed/);
      await expect(erasing(`UPDATE audit_log SET actor = 'x' WHERE id = $1`)).rejects.toThrow(/cannot be changed/);
      await erasing(`UPDATE audit_log SET after = jsonb_set(after, '{order_index}', '"[erased]"') WHERE id = $1`);
      const [row] = await trail();
      expect(row?.after?.['order_index']).toBe('[erased]');
    });

    it('lets the retention sweep delete only records older than its cutoff and than a year', async () => {
      await dataSource.query(
        `INSERT INTO audit_log (at, actor, action, entity, entity_id) VALUES
           (now() - interval '11 years', 'old@example.be', 'update', 'products', 'a'),
           (now() - interval '6 months', 'recent@example.be', 'update', 'products', 'b')`,
      );
      const purging = (cutoff: string) =>
        dataSource.transaction(async (manager) => {
          await manager.query(`SELECT set_config('app.audit_purge_before', $1, true)`, [cutoff]);
          await manager.query(`DELETE FROM audit_log`);
        });
      await expect(purging(new Date().toISOString())).rejects.toThrow(/cannot be deleted/);
      await dataSource.transaction(async (manager) => {
        await manager.query(`SELECT set_config('app.audit_purge_before', $1, true)`, [new Date(Date.now() - 10 * 365 * 86_400_000).toISOString()]);
        await manager.query(`DELETE FROM audit_log WHERE actor = 'old@example.be'`);
      });
      expect((await trail()).map((row) => row.actor)).toEqual(['recent@example.be']);
    });
  });
});
