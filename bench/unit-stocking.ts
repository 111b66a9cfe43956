import type { DataSource } from 'typeorm';
import { refreshUnitStatistics } from '../adapters/persistence/units/unit-statistics.js';
import { BENCH_OWNER_CODE, containerNumberSeries } from './container-number-series.js';

/** The depot of the benchmark's units: the configuration's default (DEPOTS unset). */
const DEPOT = 'Antwerp';

/**
 * Tops the product's available units of a condition up to `wanted`, in one statement: each order of
 * the run reserves one, so none is refused for want of a unit. The numbers continue the benchmark's
 * owner code after the highest serial already used, so a later top-up never repeats a number.
 * Adding units bumps the catalogue version (migration 0022): the product is then managed by units.
 * The units are a bulk import, so their statistics are refreshed as `units import` does.
 */
export const stockUnits = async (dataSource: Pick<DataSource, 'query'>, productId: string, condition: string, wanted: number): Promise<number> => {
  const [row]: { available: number; last_serial: number }[] = await dataSource.query(
    `SELECT (SELECT count(*) FROM units WHERE product_id = $1 AND condition = $2 AND status = 'available')::int AS available,
       coalesce((SELECT max(substring(container_number FROM 5 FOR 6)::int) FROM units WHERE container_number LIKE $3), -1) AS last_serial`,
    [productId, condition, `${BENCH_OWNER_CODE}U%`],
  );
  if (row === undefined) throw new Error('the units could not be counted');
  const missing = Math.max(0, wanted - row.available);
  if (missing === 0) return 0;
  await dataSource.query(
    `INSERT INTO units (container_number, product_id, condition, depot) SELECT number, $2, $3, $4 FROM unnest($1::text[]) AS number`,
    [containerNumberSeries(BENCH_OWNER_CODE, row.last_serial, missing), productId, condition, DEPOT],
  );
  await refreshUnitStatistics(dataSource);
  return missing;
};

/** Takes the product's units away (reserved ones too): its hand-set stock applies again, for the lines that measure that path. */
export const removeUnits = async (dataSource: Pick<DataSource, 'query'>, productId: string): Promise<void> => {
  await dataSource.query(`DELETE FROM units WHERE product_id = $1`, [productId]);
};
