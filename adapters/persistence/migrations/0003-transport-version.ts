import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Transport table writes bump the same cached-data version as catalogue writes. */
export class TransportVersion1795000000003 implements MigrationInterface {
  name = 'TransportVersion1795000000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TRIGGER transport_rates_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transport_rates
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS transport_rates_bump_catalogue_version ON transport_rates;`);
  }
}
