import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox remembers that a row's main message failed permanently and its
 * fallback is being sent instead (spec 000: the admin notice's 'BACKUP:' retry),
 * without overwriting the original message.
 */
export class EmailOutboxFallback1795000000005 implements MigrationInterface {
  name = 'EmailOutboxFallback1795000000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE email_outbox ADD COLUMN using_fallback boolean NOT NULL DEFAULT false;
      CREATE INDEX email_outbox_sending_idx ON email_outbox (locked_until) WHERE status = 'sending';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX IF EXISTS email_outbox_sending_idx;
      ALTER TABLE email_outbox DROP COLUMN IF EXISTS using_fallback;
    `);
  }
}
