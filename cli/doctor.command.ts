import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { goLiveChecklist, type CheckStatus } from '../domain/go-live/go-live-checklist.js';
import { EXIT_CODES } from './exit-codes.js';

const MARKS: Readonly<Record<CheckStatus, string>> = { ok: '✓', fail: '✗', warn: '!' };

/**
 * `doctor`: the go-live checklist for the current environment, the same one a
 * live start runs (domain/go-live/go-live-checklist.ts). Exit 1 when a live
 * start would be refused, whatever the mode; `--json` for machines.
 */
export const registerDoctorCommand = (program: Command, loadConfig: () => AppConfig): void => {
  program
    .command('doctor')
    .description('Check the configuration against the go-live checklist (exit 1 when a live start would be refused)')
    .option('--json', 'print the checklist as JSON')
    .action((options: { readonly json?: boolean }) => {
      const config = loadConfig();
      const checklist = goLiveChecklist(process.env, config.mode);
      if (options.json === true) {
        process.stdout.write(`${JSON.stringify(checklist, null, 2)}\n`);
      } else {
        process.stdout.write(`Mode: ${checklist.mode}${checklist.mode === 'demo' ? ' (set PUBLIC_URL=https://… or SHOP_MODE=live to go live)' : ''}\n`);
        for (const item of checklist.items) process.stdout.write(`${MARKS[item.status]} ${item.id}: ${item.detail}\n`);
        process.stdout.write(checklist.refused ? 'A live start would be refused.\n' : 'A live start would be accepted.\n');
      }
      process.exitCode = checklist.refused ? EXIT_CODES.validation : EXIT_CODES.ok;
    });
};
