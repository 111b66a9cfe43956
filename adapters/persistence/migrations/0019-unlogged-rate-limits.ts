import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The request counters are written on every limited request; as an unlogged
 * table their writes skip the write-ahead log, so the upsert's commit waits
 * for no disk flush. A crash of PostgreSQL empties them (every client starts
 * a fresh window), which is acceptable for counters of at most a few minutes.
 * Sign-in failures stay logged: a crash must not lift an account's lock.
 */
export class UnloggedRateLimits1795000000019 implements MigrationInterface {
  name = 'UnloggedRateLimits1795000000019';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rate_limits SET UNLOGGED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rate_limits SET LOGGED`);
  }
}
