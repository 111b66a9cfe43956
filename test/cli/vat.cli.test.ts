import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../../adapters/persistence/database.js';
import { belgianConsumerDecision } from '../../domain/vat/vat-decision.fixture.js';
import { runCli } from './run-cli.js';

interface Line {
  readonly net: number;
  readonly vat: number;
  readonly rate: number;
  readonly country: string;
  readonly rule: string;
}

describe('container-shop vat oss-report', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-vat-'));
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  beforeAll(async () => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const address = JSON.stringify({ name: 'Anna', email: 'anna@example.de', phone: '1', companyName: null, street: 'S 1', city: 'Berlin', postalCode: '10115', country: 'germany' });
    const order = async (status: string, paidAt: string | null, lines: readonly Line[]): Promise<void> => {
      const net = lines.reduce((sum, line) => sum + line.net, 0);
      const vat = lines.reduce((sum, line) => sum + line.vat, 0);
      const [row] = await database.dataSource.query(
        `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, status, paid_at, vat_detail, customer_kind)
         VALUES ('x', $1, $2, $3, 'bank_transfer', $4, 'de', $5, $6, $7, 'consumer') RETURNING id`,
        [net, vat, net + vat, address, status, paidAt, JSON.stringify(belgianConsumerDecision(net, vat))],
      );
      for (const line of lines) {
        await database.dataSource.query(
          `INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type,
             color_type, transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
           VALUES ($1, 'Container', 1, $2, 0, $2, 'new', 'truck', 'from_stack', 'DE', 'S', $3, $4, $5, $6)`,
          [row.id, line.net, line.rate, line.country, line.rule, line.vat],
        );
      }
    };
    try {
      const oss = (country: string, rate: number, net: number, vat: number): Line => ({ net, vat, rate, country, rule: 'distance-sale-oss' });
      await order('paid', '2026-10-01T08:00:00Z', [oss('DE', 19, 100_000, 19_000), oss('NL', 21, 50_000, 10_500)]);
      await order('shipped', '2026-12-31T22:30:00Z', [oss('DE', 19, 200_000, 38_000), { net: 10_000, vat: 2_100, rate: 21, country: 'BE', rule: 'domestic' }]);
      // Paid on 1 January in Belgium (23:30 UTC on 31 December): the next quarter.
      await order('paid', '2026-12-31T23:30:00Z', [oss('DE', 19, 400_000, 76_000)]);
      await order('cancelled', '2026-11-10T10:00:00Z', [oss('DE', 19, 800_000, 152_000)]);
      await order('pending', null, [oss('DE', 19, 1_600_000, 304_000)]);
    } finally {
      await database.close();
    }
  });

  it('sums the quarter\'s paid OSS lines per member state and rate, by Belgian calendar day', () => {
    const run = runCli(['vat', 'oss-report', '--quarter', '2026-Q4', '--json'], env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      quarter: '2026-Q4',
      from: '2026-10-01',
      until: '2027-01-01',
      rows: [
        { memberState: 'DE', ratePercent: 19, taxable: 3000, vat: 570 },
        { memberState: 'NL', ratePercent: 21, taxable: 500, vat: 105 },
      ],
    });
    const next = JSON.parse(runCli(['vat', 'oss-report', '--quarter', '2027-q1', '--json'], env).stdout);
    expect(next.rows).toEqual([{ memberState: 'DE', ratePercent: 19, taxable: 4000, vat: 760 }]);
  });

  it('writes the return as CSV and prints a table', () => {
    const out = join(folder, 'oss.csv');
    expect(runCli(['vat', 'oss-report', '--quarter', '2026-Q4', '--out', out], env).status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe('member_state,vat_rate_percent,taxable_amount_eur,vat_eur\r\nDE,19,3000.00,570.00\r\nNL,21,500.00,105.00\r\n');
    const table = runCli(['vat', 'oss-report', '--quarter', '2026-Q4'], env).stdout;
    expect(table).toContain('DE     19 %  taxable      3000.00 EUR  VAT      570.00 EUR');
  });

  it('refuses a malformed quarter as a usage error', () => {
    const run = runCli(['vat', 'oss-report', '--quarter', '2026-Q5'], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--quarter');
  });
});
