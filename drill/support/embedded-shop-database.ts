import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DrillDatabase } from './postgres.js';

export interface ShopQueries extends Pick<DrillDatabase, 'query'> {
  close(): Promise<void>;
}

/** The embedded database of a shop running on `dataDir`, reached as the CLI reaches it: at the address in DATA_DIR/pglite.port. */
export const embeddedShopDatabase = (dataDir: string): ShopQueries => {
  const [url = ''] = readFileSync(join(dataDir, 'pglite.port'), 'utf8').split('\n');
  const pool = new pg.Pool({ connectionString: url.trim(), max: 1 });
  pool.on('error', () => undefined);
  return {
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[],
    close: () => pool.end(),
  };
};
