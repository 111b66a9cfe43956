import { readFileSync, writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { EXIT_CODES } from './exit-codes.js';

/** `redirects import FILE [--dry-run]` and `redirects export [--out FILE]`. */
export const registerRedirectCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const redirects = program.command('redirects').description('Managed URL redirects');

  redirects
    .command('import')
    .argument('<file>', "Redirect Manager lines ('old new status', # comments) or CSV old_path,new_path,status")
    .description('Check the whole file (also against the stored rules), then add its rules in one transaction, or nothing')
    .option('--dry-run', 'check only, write nothing')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- redirects import redirects.txt --dry-run\n  $ npm run cli -- redirects import redirects.csv')
    .action(async (file: string, options: { dryRun?: boolean; json?: boolean }) => {
      const text = readFileSync(file, 'utf8');
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const report = await shop.redirects.import(text, { dryRun: options.dryRun === true });
        if (options.json === true) {
          process.stdout.write(
            `${JSON.stringify({
              ok: report.errors.length === 0,
              imported: report.imported,
              written: report.written,
              skipped: report.skipped,
              errors: report.errors.map((error) => ({ line: error.line, field: error.field, reason: error.reason.en })),
            })}\n`,
          );
        } else {
          for (const line of report.skipped) process.stdout.write(`line ${line.line}: skipped (fewer than 3 tokens): ${line.text}\n`);
          for (const error of report.errors) process.stderr.write(`line ${error.line}: ${error.field}: ${error.reason.en}\n`);
          const summary =
            report.errors.length > 0
              ? `${report.errors.length} error(s); nothing was written.`
              : report.written
                ? `${report.imported} redirect(s) imported, ${report.skipped.length} line(s) skipped.`
                : `${report.imported} redirect(s) valid, ${report.skipped.length} line(s) skipped; nothing was written.`;
          process.stdout.write(`${summary}\n`);
        }
        if (report.errors.length > 0) process.exitCode = EXIT_CODES.validation;
      } finally {
        await shop.close();
      }
    });

  redirects
    .command('export')
    .description('Write the _redirects file (Netlify format, with the fixed modifications rules)')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- redirects export --out _redirects')
    .action(async (options: { out?: string }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const file = await shop.redirects.exportFile();
        if (options.out === undefined) process.stdout.write(file);
        else writeFileSync(options.out, file);
      } finally {
        await shop.close();
      }
    });
};
