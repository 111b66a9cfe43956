import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase } from '../../../test/support/test-database.js';
import { PERSONAL_COLUMN_NAME, PERSONAL_DATA_INVENTORY } from './personal-data-inventory.js';

/**
 * No personal data the privacy tools do not know of: a column whose name says it may hold some (an
 * email, a name, an address, a note …) must be in the inventory with what the export, the erasure and
 * the sweep do with it. A new table (offers, rentals, whatever comes next) fails here until it is.
 */
describe('the personal data inventory', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await connectTestDatabase();
  });
  afterAll(async () => dataSource?.destroy());

  it('names every column of the schema that may hold personal data', async () => {
    const rows: { name: string }[] = await dataSource.query(
      `SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`,
    );
    const candidates = rows.map((row) => row.name).filter((name) => PERSONAL_COLUMN_NAME.test(name.split('.')[1] ?? ''));
    expect(candidates.filter((name) => !Object.hasOwn(PERSONAL_DATA_INVENTORY, name))).toEqual([]);
    expect(candidates).toEqual(expect.arrayContaining(['users.email', 'orders.shipping_address', 'quotes.email', 'contact_messages.message', 'email_outbox.to_address']));
  });
});
