import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Command } from 'commander';
import type { ApplicationError } from '../application/shared/application-error.js';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { currentActor } from '../adapters/persistence/audit/audit-actor.js';
import { EXIT_CODES } from './exit-codes.js';

/** A refusal on stderr: a bad option is a usage error, a refused request (an admin, an open order) a validation failure. */
const refuse = (error: ApplicationError): void => {
  const problems = error.kind === 'invalid-input' ? error.errors.map((problem) => `--${problem.field}: ${problem.message.en}`) : [error.message.en];
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exitCode = error.kind === 'invalid-input' ? EXIT_CODES.usage : EXIT_CODES.validation;
};

/** Written next to its destination, then renamed: the file is whole or not there. */
const writeWhole = async (out: string, body: Uint8Array): Promise<void> => {
  const temporary = join(dirname(out), `.${basename(out)}.partial`);
  try {
    await writeFile(temporary, body);
    await rename(temporary, out);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

const print = (json: boolean | undefined, value: object, text: string): void => {
  process.stdout.write(json === true ? `${JSON.stringify(value)}\n` : `${text}\n`);
};

/** `privacy export`, `privacy erase`, `privacy sweep`: a person's data on request and the retention sweep (docs/privacy.md). */
export const registerPrivacyCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const privacy = program.command('privacy').description("Personal data: a person's export and erasure, the retention sweep");
  const withShop = async (work: (shop: Awaited<ReturnType<typeof createShop>>) => Promise<void>): Promise<void> => {
    const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
    try {
      await work(shop);
    } finally {
      await shop.close();
    }
  };

  privacy
    .command('export')
    .description('Everything held about an email address as a zip: personal-data.json, the invoice PDFs and the message attachments (GDPR art. 15, 20)')
    .requiredOption('--email <email>', 'the address (matched without regard to case)')
    .requiredOption('--out <file>', 'the zip to write')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- privacy export --email jan@example.be --out jan.zip')
    .action((options: { email: string; out: string }) =>
      withShop(async (shop) => {
        const exported = await shop.privacy.export(options.email);
        if (!exported.ok) return refuse(exported.error);
        await writeWhole(options.out, exported.value.zip);
        process.stdout.write(`Written to ${options.out}\n`);
      }),
    );

  privacy
    .command('erase')
    .description('Removes or anonymises what the law does not require to keep about an email address; invoices stay for their legal period (GDPR art. 17)')
    .requiredOption('--email <email>', 'the address (matched without regard to case)')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- privacy erase --email jan@example.be')
    .action((options: { email: string; json?: boolean }) =>
      withShop(async (shop) => {
        const erased = await shop.privacy.erase(options.email, currentActor() ?? 'cli');
        if (!erased.ok) return refuse(erased.error);
        const report = erased.value;
        const counts = Object.entries(report.counts).map(([name, count]) => `${name} ${count}`).join(', ');
        print(options.json, report, `Erased ${report.email}: ${counts}; ${report.invoicesKept} invoice(s) kept for their legal period.`);
        if (report.failedFileKeys.length > 0) process.stderr.write(`Could not delete these stored files: ${report.failedFileKeys.join(', ')}\n`);
      }),
    );

  privacy
    .command('sweep')
    .description('Deletes the personal data past its retention period now (the server also runs it daily)')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- privacy sweep --json')
    .action((options: { json?: boolean }) =>
      withShop(async (shop) => {
        const report = await shop.privacy.sweep(new Date(), currentActor() ?? 'cli');
        const counts = Object.entries(report.counts).map(([name, count]) => `${name} ${count}`).join(', ');
        print(options.json, report, `Swept: ${counts}.`);
        if (report.failedFileKeys.length > 0) process.stderr.write(`Could not delete these stored files: ${report.failedFileKeys.join(', ')}\n`);
      }),
    );
};
