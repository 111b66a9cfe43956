import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Limits that hold across instances on one PostgreSQL: the request counters of
 * the rate limiter (rate-limiter-flexible's RateLimiterPostgres table: key,
 * points, expiry in epoch milliseconds) and the per-account sign-in failures
 * (by a hash of the normalised address, never the address itself).
 */
export class SharedLimits1795000000017 implements MigrationInterface {
  name = 'SharedLimits1795000000017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
      CREATE INDEX rate_limits_expire ON rate_limits (expire);
      CREATE TABLE sign_in_failures (
        account_key text PRIMARY KEY,
        failures integer NOT NULL CHECK (failures > 0),
        last_failure_at timestamptz NOT NULL,
        locked_until timestamptz
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sign_in_failures; DROP TABLE rate_limits`);
  }
}
