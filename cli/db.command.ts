import type { Command } from 'commander';
import type { AppConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { registerBackupCommands } from './db-backup.command.js';

const say = (json: boolean, human: string, data: object): void => {
  process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${human}\n`);
};

/** `db migrate`, `db seed [--demo]`, and `db backup` / `db restore` (db-backup.command.ts). The shop's composition root opens (and migrates) the database. */
export const registerDbCommands = (program: Command, loadConfig: () => AppConfig): void => {
  const db = program.command('db').description('Database schema and seed data');

  db.command('migrate')
    .description('Run the pending migrations')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExample:\n  $ npm run cli -- db migrate')
    .action(async (options: { json?: boolean }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const rows: { name: string }[] = await shop.database.dataSource.query(`SELECT name FROM schema_migrations ORDER BY id`);
        say(options.json === true, `Database is migrated (${rows.length} migrations applied, ${shop.database.kind}).`, {
          migrations: rows.map((row) => row.name),
          database: shop.database.kind,
        });
      } finally {
        await shop.close();
      }
    });

  db.command('seed')
    .description('Seed reference data (transport tables); with --demo the whole demo shop into an empty database')
    .option('--demo', 'seed the demo catalogue and content')
    .option('--json', 'machine-readable output')
    .addHelpText('after', '\nExamples:\n  $ npm run cli -- db seed\n  $ npm run cli -- db seed --demo')
    .action(async (options: { demo?: boolean; json?: boolean }) => {
      const shop = await createShop({ ...loadConfig(), logLevel: 'silent' });
      try {
        const report = options.demo === true ? await shop.seed.demo() : await shop.seed.essentials();
        const human = report.seeded
          ? `Seeded ${report.products} products and ${report.transportRates} transport rates.`
          : 'Nothing seeded: the database already holds this data.';
        say(options.json === true, human, report);
      } finally {
        await shop.close();
      }
    });

  registerBackupCommands(db, loadConfig);
};
