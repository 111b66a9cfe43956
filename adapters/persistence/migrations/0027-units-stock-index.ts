import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One index of a product's units, `units_stock_idx` on (product, status, condition, age), in place of
 * the partial index of available units and the index on the product. With two, the planner had a
 * choice, and on statistics older than the product's units (a product stocked since the last ANALYZE,
 * or a server without autovacuum) it chose the product's index and sorted every unit the product ever
 * had, sold ones included, on every order. With one index there is no such choice: an order's pick reads
 * the product's available units of its condition in age order and stops at the first it can lock;
 * whether a product has units, and the admin's filters, read its first columns.
 */
export class UnitsStockIndex1795000000027 implements MigrationInterface {
  name = 'UnitsStockIndex1795000000027';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX units_available_idx;
      DROP INDEX units_product_idx;
      CREATE INDEX units_stock_idx ON units (product_id, status, condition, created_at, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX units_stock_idx;
      CREATE INDEX units_available_idx ON units (product_id, condition, created_at, id) WHERE status = 'available';
      CREATE INDEX units_product_idx ON units (product_id)`);
  }
}
