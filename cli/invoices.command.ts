import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import type { Command } from 'commander';
import { ZipFile } from 'yazl';
import { exportInvoices } from '../application/invoices/export-invoices.use-case.js';
import type { InvoiceFile } from '../domain/invoices/invoice-file.js';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { pdfkitInvoiceRenderer } from '../adapters/pdf/pdfkit-invoice-renderer.js';
import { EXIT_CODES } from './exit-codes.js';
import { createProgress, type Progress } from './progress.js';

/** Writes the zip next to its destination, then renames it: the file is whole or not there (all or nothing). */
const writeZip = async (files: readonly InvoiceFile[], out: string): Promise<void> => {
  const temporary = join(dirname(out), `.${basename(out)}.partial`);
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(Buffer.from(file.content), file.filename.endsWith('.csv') ? file.filename : `${file.filename.endsWith('.pdf') ? 'pdf' : 'ubl'}/${file.filename}`);
  zip.end();
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = createWriteStream(temporary);
      stream.on('error', reject);
      stream.on('close', () => resolve());
      zip.outputStream.on('error', reject).pipe(stream);
    });
    await rename(temporary, out);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};

/** `invoices export --from --to --out FILE.zip`: UBL and PDF of every document of the period, and the journal CSV. */
export const registerInvoiceCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const invoices = program.command('invoices').description('Invoices and credit notes');
  invoices
    .command('export')
    .description('Every invoice and credit note issued in the period as UBL (Peppol BIS Billing 3.0) and PDF, with a journal.csv for the accountant, in one zip')
    .option('--from <date>', 'first issue day (YYYY-MM-DD), included')
    .option('--to <date>', 'last issue day (YYYY-MM-DD), included')
    .requiredOption('--out <file>', 'the zip to write')
    .option('--json', 'print a JSON summary')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- invoices export --from 2026-10-01 --to 2026-12-31 --out q4.zip')
    .action(async (options: { from?: string; to?: string; out: string; json?: boolean }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        let progress: Progress | null = null;
        const result = await exportInvoices({ archive: shop.invoices.archive, renderer: pdfkitInvoiceRenderer })(
          { ...(options.from === undefined ? {} : { from: options.from }), ...(options.to === undefined ? {} : { to: options.to }) },
          (done, total) => {
            progress ??= createProgress('documents', total);
            progress.tick(done);
          },
        );
        (progress as Progress | null)?.finish();
        if (!result.ok) {
          const problems = result.error.kind === 'invalid-input' ? result.error.errors.map((error) => `--${error.field}: ${error.message.en}`) : [result.error.message.en];
          process.stderr.write(`${problems.join('\n')}\n`);
          process.exitCode = EXIT_CODES.usage;
          return;
        }
        await writeZip(result.value.files, options.out);
        const summary = { out: options.out, documents: result.value.documents, files: result.value.files.length };
        process.stdout.write(options.json === true ? `${JSON.stringify(summary)}\n` : `${summary.documents} documents (${summary.files} files) written to ${summary.out}\n`);
      } finally {
        await shop.close();
      }
    });
};
