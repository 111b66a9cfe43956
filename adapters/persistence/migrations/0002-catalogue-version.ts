import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version number that every write to the product tables bumps (by trigger,
 * whoever writes), so each instance can cache the listing and check with one
 * cheap statement that its copy is current.
 */
export class CatalogueVersion1795000000002 implements MigrationInterface {
  name = 'CatalogueVersion1795000000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cache_versions (name text PRIMARY KEY, version bigint NOT NULL DEFAULT 0);
      INSERT INTO cache_versions (name, version) VALUES ('catalogue', 0);
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'catalogue';
        RETURN NULL;
      END $$;
      CREATE TRIGGER products_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
      CREATE TRIGGER product_translations_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
      CREATE TRIGGER product_images_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TRIGGER IF EXISTS products_bump_catalogue_version ON products;
      DROP TRIGGER IF EXISTS product_translations_bump_catalogue_version ON product_translations;
      DROP TRIGGER IF EXISTS product_images_bump_catalogue_version ON product_images;
      DROP FUNCTION IF EXISTS bump_catalogue_version();
      DROP TABLE IF EXISTS cache_versions;
    `);
  }
}
