import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The offline stand-in for Stripe Checkout keeps its sessions here instead of
 * in one process's memory: any instance serves the payment page, a restart
 * loses nothing, and a session expires after 24 hours as Stripe's do.
 */
export class SimulatedCheckoutSessions1795000000016 implements MigrationInterface {
  name = 'SimulatedCheckoutSessions1795000000016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE simulated_checkout_sessions (
        session_id text PRIMARY KEY,
        order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        session jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX simulated_checkout_sessions_expiry ON simulated_checkout_sessions (expires_at);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE simulated_checkout_sessions`);
  }
}
