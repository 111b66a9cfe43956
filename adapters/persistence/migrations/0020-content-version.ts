import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables of what the storefront's pages show besides the catalogue version's products: blog, FAQ, home sections, landing pages and product texts. */
const CONTENT_TABLES = [
  'blog_posts',
  'blog_post_translations',
  'faqs',
  'faq_translations',
  'sections',
  'section_translations',
  'landing_pages',
  'landing_page_translations',
  'product_type_descriptions',
  'product_type_description_translations',
  'product_condition_info',
  'product_condition_info_translations',
] as const;

/**
 * A version that every write to the content tables bumps (by trigger, whoever writes), as the
 * catalogue version does for products: the server-rendered pages are cached per catalogue and
 * content version (api/storefront/rendered-page-cache.ts).
 */
export class ContentVersion1795000000020 implements MigrationInterface {
  name = 'ContentVersion1795000000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO cache_versions (name, version) VALUES ('content', 0);
      CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'content';
        RETURN NULL;
      END $$;
      ${CONTENT_TABLES.map(
        (table) => `CREATE TRIGGER ${table}_bump_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();`,
      ).join('\n      ')}
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ${CONTENT_TABLES.map((table) => `DROP TRIGGER IF EXISTS ${table}_bump_content_version ON ${table};`).join('\n      ')}
      DROP FUNCTION IF EXISTS bump_content_version();
      DELETE FROM cache_versions WHERE name = 'content';
    `);
  }
}
