import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { issueInvoice } from '../../application/invoices/issue-documents.js';
import { parseConfig } from '../../adapters/config/app-config.js';
import { createShop } from '../../adapters/composition/shop.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { DEMO_SELLER } from '../../domain/invoices/invoice.fixture.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { belgianConsumerDecision } from '../../domain/vat/vat-decision.fixture.js';
import { runCli } from './run-cli.js';
import { invoicesInTransaction } from '../../adapters/composition/invoices-in-transaction.js';

describe('container-shop rentals bill', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-rentals-'));
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  beforeAll(async () => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const shop = await createShop(parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, process.cwd()), { database });
    try {
      // A paid order renting one container at 3.90 a day for a Belgian consumer, placed on 5 January 2026.
      const address = JSON.stringify({ name: 'Jan', email: 'jan@example.be', phone: '1', companyName: null, street: 'Kaai 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' });
      const [order] = await database.dataSource.query(
        `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, status, paid_at, vat_detail, customer_kind, created_at)
         VALUES ('x', 11700, 2457, 14157, 'bank_transfer', $1, 'nl', 'paid', '2026-01-05T10:00:00Z', $2, 'consumer', '2026-01-05T09:00:00Z') RETURNING id`,
        [address, JSON.stringify(belgianConsumerDecision(11_700, 2_457))],
      );
      await database.dataSource.query(
        `INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type,
           color_type, transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
         VALUES ($1, 'Huurcontainer 20ft', 1, 11700, 0, 11700, 'rent', 'self_pickup', 'from_stack', NULL, 'S', 21, 'BE', 'service-in-belgium', 2457)`,
        [order.id],
      );
      // Paid: the order's invoice opens the contract (period 1), then it is delivered on 10 January.
      await database.dataSource.transaction((manager) => issueInvoice(invoicesInTransaction('shop@example.be')(manager), { seller: DEMO_SELLER, now: () => new Date('2026-01-05T10:00:00Z') }, order.id));
      const [contract]: { id: string }[] = await database.dataSource.query(`SELECT id FROM rental_contracts WHERE order_id = $1`, [order.id]);
      const delivered = await shop.rentals.setDelivery(contract?.id ?? '', { date: '2026-01-10' });
      expect(delivered.ok).toBe(true);
    } finally {
      await shop.close();
    }
  });

  const bill = (date: string) => {
    const run = runCli(['rentals', 'bill', '--date', date, '--json'], env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return JSON.parse(run.stdout) as { day: string; contracts: number; invoiced: number; numbers: string[]; skipped: number; failed: number; reminders: number };
  };

  it('invoices period 2 on its invoice day (7 days before 9 February), once however often it runs', () => {
    expect(bill('2026-02-01')).toMatchObject({ day: '2026-02-01', contracts: 0, invoiced: 0, numbers: [] });
    const first = bill('2026-02-02');
    expect(first).toMatchObject({ day: '2026-02-02', contracts: 1, invoiced: 1, skipped: 0, failed: 0 });
    expect(first.numbers).toHaveLength(2);
    expect(first.numbers[0]).toBe(first.numbers[1]);
    expect(bill('2026-02-02')).toMatchObject({ contracts: 0, invoiced: 0, numbers: [] });
  });

  it('catches up missed days: periods 3 and 4 on a run on 10 April, numbered one after the other', () => {
    const report = bill('2026-04-10');
    expect(report).toMatchObject({ contracts: 1, invoiced: 2 });
    const [first, last] = report.numbers.map((number) => Number(number.slice(-6)));
    expect((last ?? 0) - (first ?? 0)).toBe(1);
    expect(bill('2026-04-10')).toMatchObject({ invoiced: 0 });
  });

  it("puts the rental invoices in the invoices export like any invoice (they were issued today, by the shop's clock)", () => {
    const today = belgianDay(new Date());
    const out = join(folder, 'rentals.zip');
    const run = runCli(['invoices', 'export', '--from', today, '--to', today, '--out', out, '--json'], env);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ out, documents: 3, files: 4 });
    const zip = readFileSync(out);
    expect(zip.includes('journal.csv')).toBe(true);
  });

  it('says what it did in words without --json, and refuses a date that is not a calendar day (usage error)', () => {
    const words = runCli(['rentals', 'bill', '--date', '2026-04-11'], env);
    expect(words.status).toBe(0);
    expect(words.stdout).toContain('Rentals billed for 2026-04-11: 0 invoices issued for 0 contracts due');
    const bad = runCli(['rentals', 'bill', '--date', '2026-02-30'], env);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--date');
  });
});
