import type { DataSource } from 'typeorm';

/**
 * The number of rows of every table, as one comparable text; not the migration
 * and cache bookkeeping, nor the abuse counters (rate limits, sign-in failures),
 * which a refused request is meant to count.
 */
export const rowCounts = async (dataSource: DataSource): Promise<string> => {
  const tables: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'cache_versions', 'rate_limits', 'sign_in_failures') ORDER BY tablename`,
  );
  const counts: { name: string; n: string }[] = await dataSource.query(
    tables.map((table) => `SELECT '${table.tablename}' AS name, count(*)::text AS n FROM "${table.tablename}"`).join(' UNION ALL '),
  );
  return counts
    .filter((row) => row.n !== '0')
    .map((row) => `${row.name}=${row.n}`)
    .sort()
    .join(' ');
};
