import type { DataSource } from 'typeorm';

/**
 * An import of at least this many units (PostgreSQL's default `autovacuum_analyze_threshold`)
 * refreshes the planner's statistics of `units` at once, rather than when autovacuum comes by: a
 * minute or more later, and never on a server that runs without it.
 */
export const BULK_UNITS = 50;

/**
 * `ANALYZE units`, after a bulk write and outside its transaction: until then the planner estimates
 * the new units from statistics taken before them (docs/units.md, "Speed").
 */
export const refreshUnitStatistics = async (database: Pick<DataSource, 'query'>): Promise<void> => {
  await database.query('ANALYZE units');
};
