import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../adapters/persistence/database.js';
import { runCli } from './run-cli.js';
import { belgianConsumerDecision } from '../../domain/vat/vat-decision.fixture.js';

describe('container-shop orders export', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-orders-'));
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  beforeAll(async () => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    // The CLI is not running now, so this test may open the embedded database itself.
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const address = { name: 'Jan, "de" Klant', email: 'jan@example.be', phone: '+32 470 00 00 00', companyName: null, street: 'Kaai 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' };
      const [order] = await database.dataSource.query(
        `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, vat_rate, payment_method, shipping_address, language, created_at,
           vat_detail, customer_kind)
         VALUES ('x', 100000, 21000, 121000, 0.21, 'bank_transfer', $1, 'nl', '2026-03-15T10:00:00Z', $2, 'consumer') RETURNING id`,
        [JSON.stringify(address), JSON.stringify(belgianConsumerDecision(100_000, 21_000))],
      );
      await database.dataSource.query(
        `INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type, color_type,
           transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
         VALUES ($1, 'Zeecontainer 20ft, gebruikt', 2, 45000, 10000, 100000, 'used-cw', 'truck', 'from_stack', 'BE', 'S', 21, 'BE', 'domestic', 21000)`,
        [order.id],
      );
    } finally {
      await database.close();
    }
  });

  it('writes one line per order item within the date range, amounts with two decimals', () => {
    const out = join(folder, 'march.csv');
    const run = runCli(['orders', 'export', '--from', '2026-03-01', '--to', '2026-03-31', '--out', out], env);
    expect(run.status).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Zeecontainer 20ft, gebruikt"');
    expect(lines[1]).toContain('450.00');
    expect(runCli(['orders', 'export', '--from', '2026-04-01'], env).stdout.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a bad date as a usage error', () => {
    const run = runCli(['orders', 'export', '--from', 'yesterday'], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--from');
  });
});
