import type { DataSource } from 'typeorm';

/** 10,000 active rules `/old/page-{n}` → a product page, written in one statement (the table's version trigger fires once). */
export const insertRedirectRules = async (dataSource: DataSource, count: number): Promise<void> => {
  await dataSource.query(
    `INSERT INTO redirects (old_path, new_path, status_code)
     SELECT '/old/page-' || n, '/nl/container/item-' || (n % 50), 301 FROM generate_series(1, $1) AS n`,
    [count],
  );
};
