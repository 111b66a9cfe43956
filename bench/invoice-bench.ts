import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { issueInvoice } from '../application/invoices/issue-documents.js';
import { parseConfig } from '../adapters/config/app-config.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { renderInvoicePdf } from '../adapters/pdf/invoice-pdf.js';
import { ublDocumentXml } from '../domain/invoices/ubl-document.js';
import { belgianConsumerDecision } from '../domain/vat/vat-decision.fixture.js';
import { loadAverage, runDate, thisMachine, writeReports } from './benchmarks-file.js';
import { invoiceDetails, invoiceFigureRows, INVOICE_RUNNER, INVOICE_RUNS, type InvoiceRun } from './invoice-figures.js';
import { invoicesInTransaction } from '../adapters/composition/invoices-in-transaction.js';

/**
 * `npm run bench:invoices`: invoices issued per second on the embedded database
 * (number, frozen document, outbox email, in one transaction each), and the PDF
 * and UBL made per second; median of three runs. Writes its rows and details in docs/benchmarks.md.
 */
const ORDERS = 200;

const run = async (): Promise<InvoiceRun> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'invoice-bench-'));
  const config = parseConfig({ DATA_DIR: dataDir }, process.cwd());
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const address = JSON.stringify({ name: 'Bench Klant', email: 'bench@example.be', phone: '1', companyName: null, street: 'Meir 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' });
    const ids: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const [order] = await database.dataSource.query(
        `INSERT INTO orders (access_token_hash, subtotal_cents, vat_cents, total_cents, payment_method, shipping_address, language, status, paid_at, vat_detail, customer_kind)
         VALUES ('x', 361000, 75810, 436810, 'bank_transfer', $1, 'nl', 'paid', now(), $2, 'consumer') RETURNING id`,
        [address, JSON.stringify(belgianConsumerDecision(361_000, 75_810))],
      );
      await database.dataSource.query(
        `INSERT INTO order_items (order_id, product_title, quantity, unit_price_cents, transport_price_cents, line_total_cents, selected_condition, transport_type,
           color_type, transport_country, vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
         VALUES ($1, 'Zeecontainer 20ft nieuw', 1, 330000, 31000, 361000, 'new', 'truck', 'from_stack', 'BE', 'S', 21, 'BE', 'domestic', 75810)`,
        [order.id],
      );
      ids.push(order.id);
    }
    const settings = { seller: config.seller, now: () => new Date() };
    const issueStart = performance.now();
    for (const id of ids) {
      await database.dataSource.transaction((manager) => issueInvoice(invoicesInTransaction(config.mailFrom)(manager), settings, id));
    }
    const issueSeconds = (performance.now() - issueStart) / 1000;
    const documents: { document: Parameters<typeof ublDocumentXml>[0] }[] = await database.dataSource.query(`SELECT document FROM invoices`);
    const fileStart = performance.now();
    for (const { document } of documents) {
      await renderInvoicePdf(document);
      ublDocumentXml(document);
    }
    const fileSeconds = (performance.now() - fileStart) / 1000;
    return { issued: ids.length / issueSeconds, files: documents.length / fileSeconds };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async (): Promise<void> => {
  const startedAt = runDate();
  const loadAtStart = loadAverage();
  const results: InvoiceRun[] = [];
  for (let index = 0; index < INVOICE_RUNS; index += 1) results.push(await run());
  const details = invoiceDetails(results, ORDERS);
  writeReports([
    {
      run: {
        runner: INVOICE_RUNNER,
        command: 'npm run bench:invoices',
        date: startedAt,
        machine: thisMachine(),
        database: 'embedded PGlite',
        loadAtStart,
        note: `load average at the end ${loadAverage()}`,
      },
      rows: invoiceFigureRows(results),
      details,
    },
  ]);
  process.stdout.write(`${details}\n`);
};

await main();
