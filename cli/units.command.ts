import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import type { UnitCsvProblem } from '../domain/units/unit-csv.js';
import { readCsvFile } from './csv-records.js';
import { EXIT_CODES } from './exit-codes.js';
import { createProgress } from './progress.js';

const describeProblem = (problem: UnitCsvProblem): string =>
  `${problem.lines.length === 1 ? 'line' : 'lines'} ${problem.lines.join(', ')}: ${problem.field}: ${problem.message.en}`;

/** `units import FILE.csv [--dry-run] [--json]` and `units export [--out FILE]`. */
export const registerUnitCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const units = program.command('units').description('Container units (columns container_number,product_slug,condition,depot,status)');

  units
    .command('import')
    .argument('<file>', 'CSV file with the header container_number,product_slug,condition,depot,status')
    .description('Check the whole file (every line, then against the shop), then add every unit in one transaction, or none')
    .option('--dry-run', 'check only, write nothing')
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      '\nAn empty depot is the first of DEPOTS, an empty status "available"; "reserved" is refused (only orders reserve).\n' +
        'Examples:\n  $ npm run cli -- units import units.csv --dry-run\n  $ npm run cli -- units import units.csv',
    )
    .action(async (file: string, options: { dryRun?: boolean; json?: boolean }) => {
      const csv = await readCsvFile(file, 'reading');
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const progress = createProgress('writing', csv.records.length);
        const report = await shop.units.import(csv, { dryRun: options.dryRun === true, onProgress: (written) => progress.tick(written) });
        progress.finish();
        if (!report.ok) {
          if (options.json === true) {
            const problems = report.problems.map((problem) => ({ lines: problem.lines, field: problem.field, message: problem.message.en }));
            process.stdout.write(`${JSON.stringify({ ok: false, problems })}\n`);
          } else {
            process.stderr.write(`${report.problems.map(describeProblem).join('\n')}\n${report.problems.length} problem(s); nothing was written.\n`);
          }
          process.exitCode = EXIT_CODES.validation;
          return;
        }
        if (options.json === true) process.stdout.write(`${JSON.stringify({ ok: true, imported: report.imported, written: report.written })}\n`);
        else process.stdout.write(report.written ? `${report.imported} unit(s) imported.\n` : `${report.imported} unit(s) valid; dry run: nothing was written.\n`);
      } finally {
        await shop.close();
      }
    });

  units
    .command('export')
    .description('Write every unit as CSV (stdout or --out), by container number: what `units import` reads')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- units export --out units.csv')
    .action(async (options: { out?: string }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const csv = await shop.units.export();
        if (options.out === undefined) process.stdout.write(csv);
        else writeFileSync(options.out, csv);
      } finally {
        await shop.close();
      }
    });
};
