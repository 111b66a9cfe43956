import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STOCK_VERSION_SHARDS } from '../../adapters/persistence/migrations/0025-stock-version-shards.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The stock version in shards (migration 0025, docs/units.md "Caches"): a transaction that changes
 * units bumps the row its transaction id picks, not one row for everyone (that row's lock made every
 * order of a managed product wait for the previous one's commit), and the product version read by the
 * shop is the sum of the shards, so it still moves with every change.
 */
describe('stock version shards', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.shop.database.dataSource;
  const stockPart = async (): Promise<number> => {
    testApp.shop.productVersion.invalidate();
    const [catalogue, stock] = (await testApp.shop.productVersion.current()).split('.');
    expect(catalogue).toMatch(/^\d+$/);
    return Number(stock);
  };

  it('bumps the shard of the changing transaction only, and the product version moves by one with each change', async () => {
    const [unit]: { id: string }[] = await db().query(`SELECT id FROM units WHERE status = 'available' ORDER BY container_number LIMIT 1`);
    if (unit === undefined) throw new Error('the demo has no available unit');
    const bumped: string[] = [];
    let version = await stockPart();
    for (const status of ['in-repair', 'available', 'in-repair', 'available', 'in-repair', 'available']) {
      const { xid, rows } = await db().transaction(async (manager) => {
        const [own]: { xid: string }[] = await manager.query(`SELECT pg_current_xact_id()::text AS xid`);
        await manager.query(`UPDATE units SET status = $2 WHERE id = $1`, [unit.id, status]);
        // The rows of cache_versions this transaction wrote: their new versions carry its transaction id.
        const written: { name: string }[] = await manager.query(
          `SELECT name FROM cache_versions WHERE xmin::text::bigint = pg_current_xact_id()::text::bigint % 4294967296`,
        );
        return { xid: BigInt(own?.xid ?? '0'), rows: written.map((row) => row.name) };
      });
      const shard = Number(xid % BigInt(STOCK_VERSION_SHARDS));
      expect(rows).toEqual([shard === 0 ? 'stock' : `stock:${shard}`]);
      bumped.push(...rows);
      const next = await stockPart();
      expect(next).toBe(version + 1);
      version = next;
    }
    // Transactions one after the other have different ids: they do not all queue for one row.
    expect(new Set(bumped).size).toBeGreaterThan(1);
  });
});
