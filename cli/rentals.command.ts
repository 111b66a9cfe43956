import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { isIsoDay } from '../domain/rentals/rental-days.js';
import { belgianDay } from '../domain/shared/belgian-day.js';
import { EXIT_CODES } from './exit-codes.js';

interface BillOptions {
  readonly date?: string;
  readonly json?: boolean;
}

/**
 * `rentals bill [--date YYYY-MM-DD] [--json]`: the daily rental run by hand — every period due on
 * that Belgian day invoiced once (the run the shop does on its own each day; safe to repeat, and
 * alongside a running shop), then the late-payment reminders of that day.
 */
export const registerRentalCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const rentals = program.command('rentals').description('Rental contracts (docs/rentals.md)');
  rentals
    .command('bill')
    .description('Invoices every rental period due on a day (default today in Brussels), once however often it runs, then sends the reminders due')
    .option('--date <YYYY-MM-DD>', 'the Belgian day to bill for (default today)')
    .option('--json', 'print the summary as JSON')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- rentals bill\n  $ npm run cli -- rentals bill --date 2026-12-01 --json')
    .action(async (options: BillOptions) => {
      const day = options.date ?? belgianDay(new Date());
      if (!isIsoDay(day)) {
        process.stderr.write(`--date: give a calendar day as YYYY-MM-DD, got "${day}"\n`);
        process.exitCode = EXIT_CODES.usage;
        return;
      }
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const { billing, reminders } = await shop.rentals.runDaily(day);
        if (options.json === true) {
          process.stdout.write(`${JSON.stringify({ ...billing, reminders: reminders.sent }, null, 2)}\n`);
        } else {
          const numbers = billing.numbers.length === 0 ? '' : ` (${billing.numbers[0]} … ${billing.numbers[1]})`;
          process.stdout.write(`Rentals billed for ${day}: ${billing.invoiced} invoices issued${numbers} for ${billing.contracts} contracts due\n`);
          if (billing.skipped > 0) process.stdout.write(`${billing.skipped} periods were being invoiced by another run at the same time\n`);
          process.stdout.write(`${reminders.sent} payment reminders sent\n`);
        }
        if (billing.failed > 0) {
          process.stderr.write(`${billing.failed} contracts could not be billed (see the log); run again to retry\n`);
          process.exitCode = EXIT_CODES.runtime;
        }
      } finally {
        await shop.close();
      }
    });
};
