import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { buildTranslationUseCases } from '../adapters/composition/translation-use-cases.js';
import { isLanguage, LANGUAGES } from '../domain/shared/language.js';
import { checkTranslationHeader, parseTranslationRecord, type TranslationProblem, type TranslationUpdate } from '../domain/translations/translations-csv.js';
import { readCsvFile } from './csv-records.js';
import { EXIT_CODES } from './exit-codes.js';

const printProblems = (problems: readonly TranslationProblem[], json: boolean): void => {
  if (json) process.stdout.write(`${JSON.stringify({ ok: false, problems })}\n`);
  else process.stderr.write(`${problems.map((problem) => `line ${problem.line}: ${problem.column}: ${problem.reason}`).join('\n')}\n${problems.length} problem(s); nothing was written.\n`);
};

/** `translations import FILE [--dry-run]` and `translations export [--lang] [--out]`. */
export const registerTranslationCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const translations = program.command('translations').description('Product, blog, landing-page and FAQ texts as CSV (one column per field and language: title:nl, title:de, …)');

  translations
    .command('import')
    .argument('<file>', 'CSV with kind,id and field:language columns (any subset)')
    .description('Check the whole file, then write every non-empty cell in one transaction (empty cells keep the stored text)')
    .option('--dry-run', 'check only, write nothing')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- translations export --out texts.csv\n  $ npm run cli -- translations import texts.csv --dry-run')
    .action(async (file: string, options: { dryRun?: boolean; json?: boolean }) => {
      const csv = await readCsvFile(file, 'reading');
      const problems: TranslationProblem[] = [...checkTranslationHeader(csv.header)];
      const updates: TranslationUpdate[] = [];
      for (const record of csv.records) {
        const parsed = parseTranslationRecord(record.fields, record.line);
        if (parsed.ok) updates.push(...parsed.value);
        else problems.push(...parsed.error);
      }
      if (problems.length > 0) {
        printProblems(problems, options.json === true);
        process.exitCode = EXIT_CODES.validation;
        return;
      }
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const stored = await buildTranslationUseCases(shop.database.dataSource).import(updates, options.dryRun === true);
        if (stored.length > 0) {
          printProblems(stored, options.json === true);
          process.exitCode = EXIT_CODES.validation;
          return;
        }
        const written = options.dryRun !== true;
        process.stdout.write(
          options.json === true
            ? `${JSON.stringify({ ok: true, written, translations: updates.length })}\n`
            : `${updates.length} translation(s) ${written ? 'written' : 'valid; dry run: nothing was written'}.\n`,
        );
      } finally {
        await shop.close();
      }
    });

  translations
    .command('export')
    .description('Write every text as CSV, and report the missing translations per language on stderr')
    .option('--lang <language>', 'report missing translations for this language only (nl, de, fr, en)')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- translations export --lang de --out texts.csv')
    .action(async (options: { lang?: string; out?: string }) => {
      if (options.lang !== undefined && !isLanguage(options.lang)) {
        process.stderr.write(`--lang must be one of ${LANGUAGES.join(', ')}\n`);
        process.exitCode = EXIT_CODES.usage;
        return;
      }
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const { csv, missing } = await buildTranslationUseCases(shop.database.dataSource).export();
        if (options.out === undefined) process.stdout.write(csv);
        else writeFileSync(options.out, csv);
        for (const language of LANGUAGES.filter((code) => options.lang === undefined || code === options.lang)) {
          process.stderr.write(`${language}: ${missing[language].length} missing${missing[language].length > 0 ? ` (${missing[language].join(', ')})` : ''}\n`);
        }
      } finally {
        await shop.close();
      }
    });
};
