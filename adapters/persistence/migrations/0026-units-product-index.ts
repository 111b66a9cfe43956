import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The index of a product's units on the product alone (was product and status). An order's pick of
 * available units runs as a prepared statement whose generic plan cannot see the product's numbers
 * (adapters/persistence/prepared-statements.ts): with (product_id, status) the planner chose it, then
 * sorted every available unit of the product by age, instead of reading the partial index of available
 * units (`units_available_idx`) in its order and stopping at the first. Counting a product's units of
 * every status, and whether it has any, still reads this one; available units are read through the partial index.
 */
export class UnitsProductIndex1795000000026 implements MigrationInterface {
  name = 'UnitsProductIndex1795000000026';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX units_product_idx; CREATE INDEX units_product_idx ON units (product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX units_product_idx; CREATE INDEX units_product_idx ON units (product_id, status)`);
  }
}
