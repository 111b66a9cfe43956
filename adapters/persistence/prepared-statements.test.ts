import { DataSource } from 'typeorm';
import { connectTestDatabase } from '../../test/support/test-database.js';
import { pickAvailableUnits } from './shared/reserve-units.js';
import { preparedStatements } from './prepared-statements.js';
import { createDataSource } from './data-source.js';

const onServer = process.env['DATABASE_URL'] !== undefined && process.env['DATABASE_URL'] !== '';

describe('prepared statements', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  /**
   * The plan of an order's sale pick over a shop some years on: one product with 2,000 units sold and
   * 5 available, all rolled back. `statistics`: `fresh`, taken after the product's units were added;
   * `stale`, taken when another product had every unit (a product stocked since, before autovacuum came
   * by or on a server without it). `plan`: the generic plan a named statement settles on, or a plan for
   * this product.
   */
  const explainSalePick = async (statistics: 'fresh' | 'stale', plan: 'generic' | 'custom'): Promise<string> => {
    const runner = dataSource.createQueryRunner();
    const addUnits = async (owner: string, sold: number): Promise<string> => {
      const [product]: { id: string }[] = await runner.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
      await runner.query(
        `INSERT INTO units (container_number, product_id, condition, depot, status)
         SELECT $2 || lpad(n::text, 7, '0'), $1, 'new', 'Antwerp', CASE WHEN n <= $3 THEN 'sold' ELSE 'available' END
         FROM generate_series(1, 2005) AS n`,
        [product?.id, owner, sold],
      );
      return product?.id ?? '';
    };
    try {
      await runner.query('BEGIN');
      if (statistics === 'stale') await addUnits('OTHU', 0);
      if (statistics === 'stale') await runner.query('ANALYZE units');
      const productId = await addUnits('PLNU', 2000);
      if (statistics === 'fresh') await runner.query('ANALYZE units');
      await runner.query(`SET LOCAL plan_cache_mode = ${plan === 'generic' ? 'force_generic_plan' : 'force_custom_plan'}`);
      await runner.query(`PREPARE sale_pick AS ${pickAvailableUnits(false, { product: '$1', condition: '$2', wanted: '$3', rentPreference: '$4' })}`);
      const rows: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN EXECUTE sale_pick('${productId}', 'new', 1)`);
      await runner.query('DEALLOCATE sale_pick');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await runner.query('ROLLBACK');
      await runner.release();
    }
  };

  it.each([
    ['fresh', 'generic'],
    ['fresh', 'custom'],
    ['stale', 'generic'],
    ['stale', 'custom'],
  ] as const)("plans a sale pick (statistics %s, %s plan) as a walk of the stock index in its order: no sort of the product's units", async (statistics, plan) => {
    const explained = await explainSalePick(statistics, plan);
    expect(explained).toContain('units_stock_idx');
    expect(explained).not.toMatch(/\bSort\b/);
  });

  it('sends statements unnamed on the embedded database, whose connections share one session', async () => {
    const run = preparedStatements({ dataSource, kind: 'embedded-shared' });
    expect(await run<{ n: number }>('add-one', 'SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    const named: { name: string }[] = await dataSource.query(`SELECT name FROM pg_prepared_statements WHERE name = 'add-one'`);
    expect(named).toEqual([]);
  });

  // Belongs to the suite's run against a PostgreSQL server (CI's second run); the embedded run has none, so there it is not declared.
  if (onServer) it('on a PostgreSQL server, prepares each statement once per connection under its name', async () => {
    const single = createDataSource({ url: process.env[`TEST_DATABASE_URL_${process.env['JEST_WORKER_ID'] ?? '1'}`] ?? '', poolSize: 1 });
    await single.initialize();
    try {
      const run = preparedStatements({ dataSource: single, kind: 'postgresql' });
      for (const value of [1, 2, 3]) expect(await run<{ n: number }>('add-one', 'SELECT $1::int + 1 AS n', [value])).toEqual([{ n: value + 1 }]);
      const named: { name: string; statement: string }[] = await single.query(`SELECT name, statement FROM pg_prepared_statements`);
      expect(named).toEqual([{ name: 'add-one', statement: 'SELECT $1::int + 1 AS n' }]);
      await expect(run('fails', 'SELECT 1 / $1::int', [0])).rejects.toThrow('division by zero');
    } finally {
      await single.destroy();
    }
  });
});
