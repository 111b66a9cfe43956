import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Container units (docs/units.md): every physical container by its ISO 6346 number, the product
 * and condition it is sold as, its depot and status, and the order holding it. The partial index
 * serves the reservation (`… WHERE status = 'available' ORDER BY created_at FOR UPDATE SKIP LOCKED`)
 * and the stock counts. order_items.container_numbers records which containers a line was given
 * (kept after a cancellation, for the credit note).
 *
 * Cache versions: adding or removing units (or moving one to another product) changes which
 * products are managed by units, so it bumps the catalogue version (the carts' product cache and
 * the order's claim follow it); any change of a unit's status, condition or product bumps the new
 * 'stock' version, which the cached product lists, pages and answers follow. Statement triggers
 * with transition tables bump only when rows really changed: an order of products without units
 * touches no version.
 */
export class ContainerUnits1795000000022 implements MigrationInterface {
  name = 'ContainerUnits1795000000022';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE units (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        container_number text NOT NULL UNIQUE CHECK (container_number ~ '^[A-Z]{3}[UJZ][0-9]{7}$'),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
        condition text NOT NULL CHECK (condition IN ('new', 'used-a', 'used-cw')),
        depot text NOT NULL CHECK (length(depot) BETWEEN 1 AND 100),
        status text NOT NULL DEFAULT 'available'
          CHECK (status IN ('available', 'reserved', 'sold', 'rented-out', 'in-repair', 'retired')),
        notes text CHECK (notes IS NULL OR length(notes) <= 2000),
        photos text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 20),
        csc_next_examination date,
        order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
        order_item_id uuid REFERENCES order_items(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT units_reserved_has_order CHECK (status <> 'reserved' OR (order_id IS NOT NULL AND order_item_id IS NOT NULL)),
        CONSTRAINT units_free_has_no_order CHECK (status NOT IN ('available', 'in-repair', 'retired') OR (order_id IS NULL AND order_item_id IS NULL))
      );
      CREATE INDEX units_available_idx ON units (product_id, condition, created_at, id) WHERE status = 'available';
      CREATE INDEX units_product_idx ON units (product_id, status);
      CREATE INDEX units_order_idx ON units (order_id) WHERE order_id IS NOT NULL;
      CREATE INDEX units_order_item_idx ON units (order_item_id) WHERE order_item_id IS NOT NULL;

      ALTER TABLE order_items ADD COLUMN container_numbers text[] NOT NULL DEFAULT '{}';

      INSERT INTO cache_versions (name, version) VALUES ('stock', 0) ON CONFLICT (name) DO NOTHING;

      -- Both rows, always the catalogue first: two writers never take the two row locks crosswise.
      CREATE FUNCTION bump_catalogue_and_stock_versions() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue';
        UPDATE cache_versions SET version = version + 1 WHERE name = 'stock';
      END $$;
      CREATE FUNCTION units_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM changed_units) THEN
          PERFORM bump_catalogue_and_stock_versions();
        END IF;
        RETURN NULL;
      END $$;
      CREATE FUNCTION units_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.product_id <> b.product_id) THEN
          PERFORM bump_catalogue_and_stock_versions();
        ELSIF EXISTS (SELECT 1 FROM units_before b JOIN units_after a USING (id) WHERE a.status <> b.status OR a.condition <> b.condition) THEN
          UPDATE cache_versions SET version = version + 1 WHERE name = 'stock';
        END IF;
        RETURN NULL;
      END $$;
      CREATE FUNCTION units_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM bump_catalogue_and_stock_versions();
        RETURN NULL;
      END $$;
      CREATE TRIGGER units_inserted_bump_versions AFTER INSERT ON units REFERENCING NEW TABLE AS changed_units
        FOR EACH STATEMENT EXECUTE FUNCTION units_added_or_removed();
      CREATE TRIGGER units_deleted_bump_versions AFTER DELETE ON units REFERENCING OLD TABLE AS changed_units
        FOR EACH STATEMENT EXECUTE FUNCTION units_added_or_removed();
      CREATE TRIGGER units_updated_bump_versions AFTER UPDATE ON units REFERENCING OLD TABLE AS units_before NEW TABLE AS units_after
        FOR EACH STATEMENT EXECUTE FUNCTION units_changed();
      CREATE TRIGGER units_truncated_bump_versions AFTER TRUNCATE ON units
        FOR EACH STATEMENT EXECUTE FUNCTION units_truncated();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE IF EXISTS units;
      DROP FUNCTION IF EXISTS units_added_or_removed();
      DROP FUNCTION IF EXISTS units_changed();
      DROP FUNCTION IF EXISTS units_truncated();
      DROP FUNCTION IF EXISTS bump_catalogue_and_stock_versions();
      ALTER TABLE order_items DROP COLUMN IF EXISTS container_numbers;
      DELETE FROM cache_versions WHERE name = 'stock';
    `);
  }
}
