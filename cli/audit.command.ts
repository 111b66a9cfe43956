import { createWriteStream, openSync } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { AUDIT_EXPORT_FORMATS, type AuditExportFormat } from '../domain/audit/audit-export.js';
import { EXIT_CODES } from './exit-codes.js';

interface ExportOptions {
  readonly from?: string;
  readonly to?: string;
  readonly entity?: string;
  readonly id?: string;
  readonly actor?: string;
  readonly format: string;
  readonly out?: string;
}

const writeAll = async (chunks: AsyncIterable<string>, target: Writable): Promise<void> => {
  for await (const chunk of chunks) if (!target.write(chunk)) await once(target, 'drain');
};

/** `audit export --from D --to D [--format csv|jsonl] [--out FILE]`: the audit trail of a period, oldest first (docs/audit.md). */
export const registerAuditCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const audit = program.command('audit').description('The audit trail of admin writes');
  audit
    .command('export')
    .description('Export the audit records of a period, oldest first, as CSV or JSON Lines')
    .option('--from <date>', 'first day (YYYY-MM-DD, from midnight in Brussels) or instant (ISO 8601), inclusive')
    .option('--to <date>', 'last day (YYYY-MM-DD, to midnight in Brussels, inclusive) or instant')
    .option('--entity <table>', 'only this table and the rows it owns (products, orders …)')
    .option('--id <id>', "only this record's history (with --entity)")
    .option('--actor <text>', 'only actors containing this text')
    .option('--format <format>', `${AUDIT_EXPORT_FORMATS.join(' or ')}`, 'csv')
    .option('--out <file>', 'write to this file instead of stdout')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- audit export --from 2026-01-01 --to 2026-03-31 --format jsonl --out q1-audit.jsonl')
    .action(async (options: ExportOptions) => {
      const format = AUDIT_EXPORT_FORMATS.find((known) => known === options.format);
      if (format === undefined) {
        process.stderr.write(`--format: use ${AUDIT_EXPORT_FORMATS.join(' or ')}\n`);
        process.exitCode = EXIT_CODES.usage;
        return;
      }
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const chunks = shop.audit.export({ from: options.from, to: options.to, entity: options.entity, id: options.id, actor: options.actor }, format satisfies AuditExportFormat);
        if (!chunks.ok) {
          const problems = chunks.error.kind === 'invalid-input' ? chunks.error.errors.map((error) => `--${error.field}: ${error.message.en}`) : [chunks.error.message.en];
          process.stderr.write(`${problems.join('\n')}\n`);
          process.exitCode = EXIT_CODES.usage;
          return;
        }
        if (options.out === undefined) {
          await writeAll(chunks.value, process.stdout);
          return;
        }
        // Opened first: a path that cannot be written fails here, before a record is read.
        const file = createWriteStream(options.out, { fd: openSync(options.out, 'w') });
        await writeAll(chunks.value, file);
        file.end();
        await once(file, 'finish');
      } finally {
        await shop.close();
      }
    });
};
