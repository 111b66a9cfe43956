import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bounds on the customer's repeated notices (docs/rentals.md, "Notice"): the contract keeps the link
 * its latest customer notice was emailed with, which the next notice's link replaces (so repeated
 * notices keep one such link, not one each), and how many notices were given on the day of the
 * latest (at most RENTAL_NOTICES_PER_DAY a day). The link tables keep their shape; a link deleted
 * elsewhere (erasure) leaves the contract's pointer empty.
 */
export class RentalNoticeBounds1795000000028 implements MigrationInterface {
  name = 'RentalNoticeBounds1795000000028';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rental_contracts
        ADD COLUMN notice_link_hash text REFERENCES rental_links(token_hash) ON DELETE SET NULL,
        ADD COLUMN customer_notice_day date,
        ADD COLUMN customer_notices integer NOT NULL DEFAULT 0 CHECK (customer_notices >= 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rental_contracts DROP COLUMN IF EXISTS notice_link_hash, DROP COLUMN IF EXISTS customer_notice_day, DROP COLUMN IF EXISTS customer_notices`);
  }
}
