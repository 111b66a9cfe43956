import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { checkTransportCsvHeader, transportRowsToCsv, validateTransportRecords, type TransportCsvProblem } from '../domain/transport/transport-csv.js';
import { formatEuros } from '../domain/transport/transport-csv-row.js';
import { diffTransportTables, isEmptyTransportDiff, type TransportTableDiff } from '../domain/transport/transport-table-diff.js';
import { buildTransportTable, transportTableKey, transportTableRows, type TransportTableRow } from '../domain/transport/transport-table.js';
import { readCsvFile } from './csv-records.js';
import { EXIT_CODES } from './exit-codes.js';

const describeProblem = (problem: TransportCsvProblem): string => {
  switch (problem.kind) {
    case 'invalid-transport-header':
      return `line 1: the header must be "${problem.expected}", found "${problem.actual}"`;
    case 'invalid-transport-row':
      return `line ${problem.line}: ${problem.field}: ${problem.reason}`;
    case 'duplicate-transport-prefix':
      return `lines ${problem.lines.join(', ')}: ${problem.country} prefix ${problem.prefix} appears more than once`;
  }
};

const rowText = (row: TransportTableRow): string => `${row.country} ${row.prefix} ${formatEuros(row.single)}/${formatEuros(row.double)}`;

const describeDiff = (diff: TransportTableDiff): string[] => [
  ...diff.added.map((row) => `+ ${rowText(row)}`),
  ...diff.changed.map(({ before, after }) => `~ ${rowText(before)} -> ${formatEuros(after.single)}/${formatEuros(after.double)}`),
  ...diff.removed.map((row) => `- ${rowText(row)}`),
  `${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed, ${diff.unchanged} unchanged`,
];

interface ImportOptions {
  readonly replace?: boolean;
  readonly dryRun?: boolean;
  readonly json?: boolean;
}

/** `transport import FILE.csv [--replace] [--dry-run]` and `transport export [--out FILE]`. */
export const registerTransportCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const transport = program.command('transport').description('Transport price tables (columns country,prefix,single,double in euros)');

  transport
    .command('import')
    .argument('<file>', 'CSV file with the header country,prefix,single,double')
    .description('Validate the whole file, show the difference with the stored tables, then write it in one transaction')
    .option('--replace', 'the file becomes the whole table (rows missing from it are removed)')
    .option('--dry-run', 'show what would change and write nothing')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- transport import fixtures/transport/be.csv --dry-run\n  $ npm run cli -- transport import tables.csv --replace')
    .action(async (file: string, options: ImportOptions) => {
      const csv = await readCsvFile(file, 'reading');
      const header = checkTransportCsvHeader(csv.header);
      const validated = validateTransportRecords(csv.records);
      const problems = [...(header.ok ? [] : [header.error]), ...(validated.ok ? [] : validated.error.problems)];
      if (problems.length > 0 || !validated.ok) {
        if (options.json === true) process.stdout.write(`${JSON.stringify({ ok: false, problems })}\n`);
        else process.stderr.write(`${problems.map(describeProblem).join('\n')}\n${problems.length} problem(s); nothing was written.\n`);
        process.exitCode = EXIT_CODES.validation;
        return;
      }
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const current = await shop.transportTables.current();
        const incoming = buildTransportTable(validated.value);
        const next = options.replace === true ? incoming : buildTransportTable([...transportTableRows(current).filter((row) => !incoming.has(transportTableKey(row.country, row.prefix))), ...validated.value]);
        const diff = diffTransportTables(current, next);
        const write = options.dryRun !== true && !isEmptyTransportDiff(diff);
        if (write) await shop.transportTables.replaceAll(transportTableRows(next));
        if (options.json === true) {
          process.stdout.write(`${JSON.stringify({ ok: true, written: write, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged })}\n`);
        } else {
          process.stdout.write(`${describeDiff(diff).join('\n')}\n${write ? 'Written.' : options.dryRun === true ? 'Dry run: nothing was written.' : 'Nothing to change.'}\n`);
        }
      } finally {
        await shop.close();
      }
    });

  transport
    .command('export')
    .description('Write the stored tables as CSV (stdout or --out)')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- transport export --out transport.csv')
    .action(async (options: { out?: string }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const csv = transportRowsToCsv(transportTableRows(await shop.transportTables.current()));
        if (options.out === undefined) process.stdout.write(csv);
        else writeFileSync(options.out, csv);
      } finally {
        await shop.close();
      }
    });
};
