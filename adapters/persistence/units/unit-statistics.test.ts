import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { completeContainerNumber, type ContainerNumber } from '../../../domain/units/container-number.js';
import { connectTestDatabase, emptyAllTables } from '../../../test/support/test-database.js';
import { SqlUnitStore } from './sql-unit-store.js';
import { BULK_UNITS } from './unit-statistics.js';

describe('unit statistics after an import', () => {
  let dataSource: DataSource;
  let serial = 0;

  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    await emptyAllTables(dataSource);
  });
  afterAll(async () => dataSource?.destroy());

  const newProduct = async (): Promise<string> => {
    const [row]: { id: string }[] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
    if (row === undefined) throw new Error('no product');
    return row.id;
  };
  const numbers = (count: number): ContainerNumber[] =>
    Array.from({ length: count }, () => completeContainerNumber('STA', 'U', String((serial += 1)).padStart(6, '0')));
  const importUnits = (productId: string, count: number) =>
    new SqlUnitStore(dataSource).insertAll(
      numbers(count).map((containerNumber) => ({ containerNumber, productId, condition: 'used-a', depot: 'Antwerp', status: 'available', notes: null, cscNextExamination: null })),
    );
  /** The planner's estimate of the product's units. */
  const estimatedUnits = async (productId: string): Promise<number> => {
    const [row]: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] = await dataSource.query(`EXPLAIN (FORMAT JSON) SELECT * FROM units WHERE product_id = '${productId}'`);
    return row?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  };

  it('are taken again once an import adds as many units as autovacuum waits for, so the new product is planned on its real count', async () => {
    // Statistics in which another product has every unit: the new product's units are then estimated at one.
    await importUnits(await newProduct(), 200);
    await dataSource.query('ANALYZE units');
    const small = await newProduct();
    await importUnits(small, BULK_UNITS - 1);
    expect(await estimatedUnits(small)).toBeLessThan(5);
    const bulk = await newProduct();
    await importUnits(bulk, BULK_UNITS * 2);
    expect(await estimatedUnits(bulk)).toBeGreaterThan(BULK_UNITS);
  });
});
