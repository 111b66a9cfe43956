import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin inbox: an optional note with each order status change, and
 * indexes for its newest-first lists and an order's status history.
 */
export class AdminInbox1795000000011 implements MigrationInterface {
  name = 'AdminInbox1795000000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_status_changes ADD COLUMN note text CHECK (note IS NULL OR length(note) <= 2000);
      CREATE INDEX order_status_changes_order_idx ON order_status_changes (order_id, changed_at);
      CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC);
      CREATE INDEX quotes_created_at_idx ON quotes (created_at DESC);
      CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);
      CREATE INDEX uploads_message_idx ON uploads (contact_message_id) WHERE contact_message_id IS NOT NULL;
      CREATE INDEX email_outbox_status_created_idx ON email_outbox (status, created_at DESC);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX IF EXISTS email_outbox_status_created_idx;
      DROP INDEX IF EXISTS uploads_message_idx;
      DROP INDEX IF EXISTS contact_messages_created_at_idx;
      DROP INDEX IF EXISTS quotes_created_at_idx;
      DROP INDEX IF EXISTS orders_status_created_idx;
      DROP INDEX IF EXISTS order_status_changes_order_idx;
      ALTER TABLE order_status_changes DROP COLUMN IF EXISTS note;
    `);
  }
}
