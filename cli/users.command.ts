import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { EXIT_CODES } from './exit-codes.js';
import { promptPassword, readPasswordFromStdin } from './read-password.js';

/** `users create-admin --email E` — the password never goes through argv or logs. */
export const registerUserCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const users = program.command('users').description('Accounts');
  users
    .command('create-admin')
    .description('Create an admin (or make an existing account admin and set its password); the address counts as verified')
    .requiredOption('--email <email>', 'the admin email address')
    .option('--password-stdin', 'read the password from standard input instead of asking')
    .option('--json', 'machine-readable output')
    .addHelpText('after', "\nExamples:\n  $ npm run cli -- users create-admin --email admin@example.be\n  $ printf '%s' \"$PASSWORD\" | npm run cli -- users create-admin --email admin@example.be --password-stdin")
    .action(async (options: { email: string; passwordStdin?: boolean; json?: boolean }) => {
      if (options.passwordStdin !== true && !process.stdin.isTTY) {
        process.stderr.write('No terminal to ask the password on: pass it with --password-stdin.\n');
        process.exitCode = EXIT_CODES.usage;
        return;
      }
      const password = options.passwordStdin === true ? await readPasswordFromStdin() : await promptPassword('Password: ');
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const result = await shop.accounts.createAdmin(options.email, password);
        if (!result.ok) {
          const problems = result.error.kind === 'invalid-input' ? result.error.errors.map((error) => `${error.field}: ${error.message.en}`) : [result.error.message.en];
          process.stderr.write(`${problems.join('\n')}\n`);
          process.exitCode = EXIT_CODES.validation;
          return;
        }
        process.stdout.write(options.json === true ? `${JSON.stringify({ ok: true, userId: result.value })}\n` : `Admin ${options.email} is ready.\n`);
      } finally {
        await shop.close();
      }
    });
};
