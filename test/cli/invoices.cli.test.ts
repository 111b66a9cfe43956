import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { issueCreditNote, issueInvoice } from '../../application/invoices/issue-documents.js';
import { openDatabase } from '../../adapters/persistence/database.js';
import { DEMO_SELLER } from '../../domain/invoices/invoice.fixture.js';
import { belgianConsumerDecision, dutchBusinessDecision } from '../../domain/vat/vat-decision.fixture.js';
import { runCli } from './run-cli.js';
import { invoicesInTransaction } from '../../adapters/composition/invoices-in-transaction.js';

/** The names of the entries of a zip, from its central directory (the zip is read as the operator's tools would). */
const zipEntries = (zip: Buffer): string[] => {
  const names: string[] = [];
  for (let offset = zip.indexOf('PK\x01\x02', 0, 'latin1'); offset >= 0; offset = zip.indexOf('PK\x01\x02', offset + 4, 'latin1')) {
    const length = zip.readUInt16LE(offset + 28);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + length));
  }
  return names.sort();
};

describe('container-shop invoices export', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-cli-invoices-'));
  const dataDir = join(folder, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };

  beforeAll(async () => {
    expect(runCli(['db', 'migrate'], env).status).toBe(0);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const address = JSON.stringify({ name: 'Jan', email: 'jan@example.be', phone: '1', companyName: null, street: 'Kaai 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' });
    try {
      const ids: string[] = [];
      // A Belgian consumer (21 %, no Peppol address, so no UBL) and a Dutch business (K, UBL).
      const orders = [
        { net: 100_000, vat: 21_000, kind: 'consumer', decision: belgianConsumerDecision(100_000, 21_000), item: ['BE', 'S', 21, 'BE', 'domestic'] },
        { net: 200_000, vat: 0, kind: 'business', decision: dutchBusinessDecision(200_000), item: ['NL', 'K', 0, 'NL', 'intra-community-supply'] },
      ];
      for (const { net, vat, kind, decision, item } of orders) {
        const [order] = await database.dataSource.query(
          `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, status, paid_at, vat_detail, customer_kind)
           VALUES ('x', $1, $2, $3, 'bank_transfer', $4, 'nl', 'paid', '2026-11-20T10:00:00Z', $5, $6) RETURNING id`,
          [net, vat, net + vat, address, JSON.stringify(decision), kind],
        );
        await database.dataSource.query(
          `INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type,
             color_type, transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
           VALUES ($1, 'Zeecontainer 20ft', 1, $2, 0, $2, 'new', 'truck', 'from_stack', $3, $4, $5, $6, $7, $8)`,
          [order.id, net, ...item, vat],
        );
        ids.push(order.id);
      }
      const settings = { seller: DEMO_SELLER, now: () => new Date('2026-11-25T10:00:00Z') };
      await database.dataSource.transaction(async (manager) => {
        const store = invoicesInTransaction('shop@example.be')(manager);
        for (const id of ids) await issueInvoice(store, settings, id);
        await issueCreditNote(store, settings, ids[1] ?? '');
      });
    } finally {
      await database.close();
    }
  });

  it('writes every document of the period as PDF, and as UBL when its buyer has a Peppol address, and the journal, in one zip', () => {
    const out = join(folder, 'q4.zip');
    const run = runCli(['invoices', 'export', '--from', '2026-10-01', '--to', '2026-12-31', '--out', out, '--json'], env);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ out, documents: 3, files: 6 });
    expect(zipEntries(readFileSync(out))).toEqual([
      'journal.csv',
      'pdf/2026-000001.pdf',
      'pdf/2026-000002.pdf',
      'pdf/CN-2026-000001.pdf',
      'ubl/2026-000002.xml',
      'ubl/CN-2026-000001.xml',
    ]);
  });

  it('writes nothing for a bad date (usage error) and an empty journal for an empty period', () => {
    const bad = join(folder, 'bad.zip');
    const run = runCli(['invoices', 'export', '--from', '1-10-2026', '--out', bad], env);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--from');
    expect(existsSync(bad)).toBe(false);
    const empty = join(folder, 'empty.zip');
    expect(runCli(['invoices', 'export', '--from', '2027-01-01', '--out', empty], env).status).toBe(0);
    expect(zipEntries(readFileSync(empty))).toEqual(['journal.csv']);
  });
});
