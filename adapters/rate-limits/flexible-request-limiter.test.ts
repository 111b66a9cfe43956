import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase, emptyAllTables } from '../../test/support/test-database.js';
import { recordTimers } from '../../test/support/scheduled-timers.js';
import { flexibleRequestLimiter } from './flexible-request-limiter.js';

const HOUR_MS = 60 * 60 * 1000;

describe('the request limiter on PostgreSQL', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    await emptyAllTables(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  it('leaves no timer behind once its database is closed: nothing keeps a closed shop alive', async () => {
    const timers = recordTimers();
    try {
      const own = await connectTestDatabase();
      const limiter = flexibleRequestLimiter(own);
      for (const route of ['contact', 'quotes', 'sign-in']) await limiter.consume(route, '203.0.113.7', 5);
      await own.destroy();
      expect(timers.stillScheduled()).toEqual([]);
    } finally {
      timers.stop();
    }
  });

  it('deletes counters expired over an hour ago, at most every five minutes, and keeps the others', async () => {
    await dataSource.query(`DELETE FROM rate_limits`);
    const now = Date.now();
    const insert = (key: string, expire: number) => dataSource.query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2)`, [key, expire]);
    await insert('old', now - 2 * HOUR_MS);
    await insert('recent', now - HOUR_MS / 2);
    const limiter = flexibleRequestLimiter(dataSource);
    await limiter.consume('contact', '203.0.113.8', 5);
    const keys = async () => ((await dataSource.query(`SELECT key FROM rate_limits ORDER BY key`)) as { key: string }[]).map((row) => row.key);
    expect(await keys()).toEqual(['contact:203.0.113.8', 'recent']);
    await insert('old-again', now - 2 * HOUR_MS);
    await limiter.consume('contact', '203.0.113.8', 5);
    expect(await keys()).toContain('old-again');
  });
});
