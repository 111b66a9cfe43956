import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A cached-data version for the redirect rules, bumped by every write to them. */
export class RedirectsVersion1795000000008 implements MigrationInterface {
  name = 'RedirectsVersion1795000000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      INSERT INTO cache_versions (name, version) VALUES ('redirects', 0);
      CREATE FUNCTION bump_redirects_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE cache_versions SET version = version + 1 WHERE name = 'redirects';
        RETURN NULL;
      END $$;
      CREATE TRIGGER redirects_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirects
        FOR EACH STATEMENT EXECUTE FUNCTION bump_redirects_version();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TRIGGER IF EXISTS redirects_bump_version ON redirects;
      DROP FUNCTION IF EXISTS bump_redirects_version();
      DELETE FROM cache_versions WHERE name = 'redirects';
    `);
  }
}
