import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every cart knows its number of lines and a version that any change of its
 * lines bumps, kept by statement triggers (whoever writes, cascades included)
 * under the cart row's lock. An add checks the 50-line limit and an order
 * claims the cart "as it was priced" in one statement each, without counting
 * or re-reading the lines (docs/performance-notes.md, "Writes").
 */
export class CartLineCount1795000000018 implements MigrationInterface {
  name = 'CartLineCount1795000000018';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE carts ADD COLUMN line_count integer NOT NULL DEFAULT 0 CHECK (line_count >= 0),
        ADD COLUMN version bigint NOT NULL DEFAULT 0;
      UPDATE carts c SET line_count = n.lines FROM (SELECT cart_id, count(*)::int AS lines FROM cart_items GROUP BY cart_id) n WHERE c.id = n.cart_id;

      CREATE FUNCTION cart_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts c SET line_count = c.line_count + n.lines, version = c.version + 1, updated_at = now()
        FROM (SELECT cart_id, count(*)::int AS lines FROM inserted_lines GROUP BY cart_id) n WHERE c.id = n.cart_id;
        RETURN NULL;
      END $$;
      CREATE FUNCTION cart_lines_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts c SET line_count = c.line_count - n.lines, version = c.version + 1
        FROM (SELECT cart_id, count(*)::int AS lines FROM deleted_lines GROUP BY cart_id) n WHERE c.id = n.cart_id;
        RETURN NULL;
      END $$;
      CREATE FUNCTION cart_lines_updated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts c SET version = c.version + 1 WHERE c.id IN (SELECT cart_id FROM updated_lines UNION SELECT cart_id FROM lines_before);
        RETURN NULL;
      END $$;
      CREATE FUNCTION cart_lines_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts SET line_count = 0, version = version + 1 WHERE line_count > 0;
        RETURN NULL;
      END $$;
      CREATE TRIGGER cart_items_count_truncated AFTER TRUNCATE ON cart_items
        FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_truncated();
      CREATE TRIGGER cart_items_count_inserted AFTER INSERT ON cart_items REFERENCING NEW TABLE AS inserted_lines
        FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_inserted();
      CREATE TRIGGER cart_items_count_deleted AFTER DELETE ON cart_items REFERENCING OLD TABLE AS deleted_lines
        FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_deleted();
      CREATE TRIGGER cart_items_version_updated AFTER UPDATE ON cart_items REFERENCING OLD TABLE AS lines_before NEW TABLE AS updated_lines
        FOR EACH STATEMENT EXECUTE FUNCTION cart_lines_updated();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TRIGGER IF EXISTS cart_items_count_inserted ON cart_items;
      DROP TRIGGER IF EXISTS cart_items_count_deleted ON cart_items;
      DROP TRIGGER IF EXISTS cart_items_version_updated ON cart_items;
      DROP TRIGGER IF EXISTS cart_items_count_truncated ON cart_items;
      DROP FUNCTION IF EXISTS cart_lines_inserted();
      DROP FUNCTION IF EXISTS cart_lines_deleted();
      DROP FUNCTION IF EXISTS cart_lines_updated();
      DROP FUNCTION IF EXISTS cart_lines_truncated();
      ALTER TABLE carts DROP COLUMN line_count, DROP COLUMN version;
    `);
  }
}
