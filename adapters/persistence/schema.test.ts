import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase, emptyAllTables } from '../../test/support/test-database.js';

describe('the migrated schema', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    await emptyAllTables(dataSource);
  });
  afterAll(async () => dataSource?.destroy());

  it('refuses a duplicate slug in one language but allows it in another', async () => {
    const [first] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    const [second] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '40ft') RETURNING id`);
    await dataSource.query(`INSERT INTO product_translations (product_id, language, title, slug) VALUES ($1, 'nl', 'A', 'same-slug')`, [first.id]);
    await dataSource.query(`INSERT INTO product_translations (product_id, language, title, slug) VALUES ($1, 'de', 'B', 'same-slug')`, [second.id]);
    await expect(
      dataSource.query(`INSERT INTO product_translations (product_id, language, title, slug) VALUES ($1, 'nl', 'B', 'same-slug')`, [second.id]),
    ).rejects.toThrow(/unique|duplicate/i);
  });

  it('refuses negative cents and quantities outside 1..100', async () => {
    await expect(dataSource.query(`INSERT INTO products (condition, size, price_cents) VALUES ('new', '20ft', -1)`)).rejects.toThrow(/check/i);
    await dataSource.query(`INSERT INTO carts (id) VALUES (repeat('a', 32))`);
    const [product] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    await expect(
      dataSource.query(
        `INSERT INTO cart_items (cart_id, product_id, product_title, condition, color_type, quantity, unit_price_cents, transport_type, transport_price_cents)
         VALUES (repeat('a', 32), $1, 'x', 'new', 'from_stack', 101, 100, 'self_pickup', 0)`,
        [product.id],
      ),
    ).rejects.toThrow(/check/i);
  });

  it('refuses a redirect to another site', async () => {
    await expect(dataSource.query(`INSERT INTO redirects (old_path, new_path) VALUES ('/a', '//evil.example')`)).rejects.toThrow(/check/i);
  });
});
