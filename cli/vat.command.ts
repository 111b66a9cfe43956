import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { formatCsvEuros } from '../domain/orders/orders-csv.js';
import { ossReportToCsv } from '../domain/vat/oss-report-csv.js';
import { centsToEuros } from '../domain/shared/money.js';
import { EXIT_CODES } from './exit-codes.js';

interface OssReportOptions {
  readonly quarter: string;
  readonly json?: boolean;
  readonly out?: string;
}

/** `vat oss-report --quarter 2026-Q4 [--json] [--out FILE.csv]`: the quarter's One-Stop-Shop return. */
export const registerVatCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const vat = program.command('vat').description('VAT returns');
  vat
    .command('oss-report')
    .description("The OSS return of a quarter: per member state and rate, the taxable amount and VAT of the quarter's paid orders")
    .requiredOption('--quarter <YYYY-Qn>', 'the calendar quarter, e.g. 2026-Q4')
    .option('--json', 'print JSON instead of a table')
    .option('--out <file>', 'write the report as CSV to this file')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- vat oss-report --quarter 2026-Q4\n  $ npm run cli -- vat oss-report --quarter 2026-Q4 --out oss-2026-q4.csv')
    .action(async (options: OssReportOptions) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const report = await shop.vatReports.ossReport(options.quarter);
        if (!report.ok) {
          const problems = report.error.kind === 'invalid-input' ? report.error.errors.map((error) => `--${error.field}: ${error.message.en}`) : [report.error.message.en];
          process.stderr.write(`${problems.join('\n')}\n`);
          process.exitCode = EXIT_CODES.usage;
          return;
        }
        const { rows, from, until } = report.value;
        if (options.out !== undefined) writeFileSync(options.out, ossReportToCsv(rows));
        if (options.json === true) {
          const json = rows.map((row) => ({ memberState: row.country, ratePercent: row.ratePercent, taxable: centsToEuros(row.taxable), vat: centsToEuros(row.vat) }));
          process.stdout.write(`${JSON.stringify({ quarter: options.quarter.toUpperCase(), from, until, rows: json }, null, 2)}\n`);
          return;
        }
        if (options.out !== undefined) {
          process.stdout.write(`OSS return ${options.quarter.toUpperCase()}: ${rows.length} rows written to ${options.out}\n`);
          return;
        }
        process.stdout.write(`OSS return ${options.quarter.toUpperCase()} (orders paid from ${from} until before ${until})\n`);
        if (rows.length === 0) process.stdout.write('No distance sales taxed under the OSS in this quarter.\n');
        for (const row of rows) {
          process.stdout.write(`${row.country}  ${String(row.ratePercent).padStart(5)} %  taxable ${formatCsvEuros(row.taxable).padStart(12)} EUR  VAT ${formatCsvEuros(row.vat).padStart(11)} EUR\n`);
        }
      } finally {
        await shop.close();
      }
    });
};
