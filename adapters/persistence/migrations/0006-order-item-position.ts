import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Order lines keep the order of the cart they came from (confirmation, emails, payment page). */
export class OrderItemPosition1795000000006 implements MigrationInterface {
  name = 'OrderItemPosition1795000000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items ADD COLUMN position integer NOT NULL DEFAULT 0 CHECK (position >= 0);`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_items DROP COLUMN IF EXISTS position;`);
  }
}
