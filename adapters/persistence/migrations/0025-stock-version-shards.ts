import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How many rows the stock version is kept in: `stock` (shard 0) and `stock:1` … `stock:31`. */
export const STOCK_VERSION_SHARDS = 32;

/**
 * The stock version in shards (docs/units.md, "Caches"). Migration 0022 bumped one `stock` row in
 * every transaction that changed a unit's status, so every order reserving a unit took that row's
 * lock and held it until its commit was on disk: orders of managed products committed one after the
 * other, each waiting for the previous one's WAL flush (and for its round trips, when the order ran
 * in a transaction). Now a transaction bumps the shard its transaction id picks; concurrent orders
 * almost always bump different rows and commit together. The version is the sum of the shards
 * (CatalogueVersion reads `stock` and `stock:N` rows as one): every committed bump adds one, and a
 * reader's snapshot sees a sum that grows with every commit it sees. One transaction always bumps
 * the same shard (its id does not change), so two transactions never take two shard locks crosswise.
 */
export class StockVersionShards1795000000025 implements MigrationInterface {
  name = 'StockVersionShards1795000000025';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO cache_versions (name, version)
        SELECT 'stock:' || shard, 0 FROM generate_series(1, ${STOCK_VERSION_SHARDS - 1}) AS shard
        ON CONFLICT (name) DO NOTHING;
      CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        shard integer := (pg_current_xact_id()::text::bigint % ${STOCK_VERSION_SHARDS})::integer;
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = CASE WHEN shard = 0 THEN 'stock' ELSE 'stock:' || shard END;
      END $$;
      -- Both rows, always the catalogue first: two writers never take the two row locks crosswise.
      CREATE OR REPLACE FUNCTION bump_catalogue_and_stock_versions() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue';
        PERFORM bump_stock_version();
      END $$;
      CREATE OR REPLACE FUNCTION units_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.product_id <> b.product_id) THEN
          PERFORM bump_catalogue_and_stock_versions();
        ELSIF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.status <> b.status OR a.condition <> b.condition) THEN
          PERFORM bump_stock_version();
        END IF;
        RETURN NULL;
      END $$;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION bump_catalogue_and_stock_versions() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue';
        UPDATE cache_versions SET version = version + 1 WHERE name = 'stock';
      END $$;
      CREATE OR REPLACE FUNCTION units_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.product_id <> b.product_id) THEN
          PERFORM bump_catalogue_and_stock_versions();
        ELSIF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.status <> b.status OR a.condition <> b.condition) THEN
          UPDATE cache_versions SET version = version + 1 WHERE name = 'stock';
        END IF;
        RETURN NULL;
      END $$;
      DROP FUNCTION IF EXISTS bump_stock_version();
      -- The one row keeps the sum, so the version never goes back.
      UPDATE cache_versions SET version = version + coalesce((SELECT sum(version) FROM cache_versions WHERE name LIKE 'stock:%'), 0) WHERE name = 'stock';
      DELETE FROM cache_versions WHERE name LIKE 'stock:%';
    `);
  }
}
