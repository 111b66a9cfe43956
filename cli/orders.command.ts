import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { EXIT_CODES } from './exit-codes.js';

/** `orders export [--from DATE] [--to DATE] [--out FILE]` — the same CSV as the admin API's export. */
export const registerOrderCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const orders = program.command('orders').description('Orders');
  orders
    .command('export')
    .description('Orders as CSV (UTF-8, one line per order item, amounts in euros with two decimals)')
    .option('--from <date>', 'first day (YYYY-MM-DD, from midnight in Brussels) or instant (ISO 8601), inclusive')
    .option('--to <date>', 'last day (YYYY-MM-DD, to midnight in Brussels, inclusive) or instant')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- orders export --from 2026-01-01 --to 2026-03-31 --out q1.csv')
    .action(async (options: { from?: string; to?: string; out?: string }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const csv = await shop.adminInbox.orders.exportCsv({ from: options.from, to: options.to });
        if (!csv.ok) {
          const problems = csv.error.kind === 'invalid-input' ? csv.error.errors.map((error) => `--${error.field}: ${error.message.en}`) : [csv.error.message.en];
          process.stderr.write(`${problems.join('\n')}\n`);
          process.exitCode = EXIT_CODES.usage;
          return;
        }
        if (options.out === undefined) process.stdout.write(csv.value);
        else writeFileSync(options.out, csv.value);
      } finally {
        await shop.close();
      }
    });
};
