#!/usr/bin/env node
import 'reflect-metadata';
import { userInfo } from 'node:os';
import { Command, CommanderError } from 'commander';
import { ConfigError, parseConfig } from '../adapters/config/app-config.js';
import { registerDbCommands } from './db.command.js';
import { registerTransportCommands } from './transport.command.js';
import { registerUnitCommands } from './units.command.js';
import { registerUserCommands } from './users.command.js';
import { registerRedirectCommands } from './redirects.command.js';
import { registerTranslationCommands } from './translations.command.js';
import { registerOrderCommands } from './orders.command.js';
import { registerVatCommands } from './vat.command.js';
import { registerInvoiceCommands } from './invoices.command.js';
import { registerRentalCommands } from './rentals.command.js';
import { registerDoctorCommand } from './doctor.command.js';
import { registerAuditCommands } from './audit.command.js';
import { registerPrivacyCommands } from './privacy.command.js';
import { actAsFromNowOn } from '../adapters/persistence/audit/audit-actor.js';
import { EXIT_CODES } from './exit-codes.js';

/** The operators' CLI: `npm run cli -- <command>` or the `container-shop` bin. */
const program = new Command()
  .name('container-shop')
  .description('Operate the container shop: database, imports and exports.')
  .exitOverride()
  .showHelpAfterError();

const loadConfig = () => parseConfig(process.env, process.cwd());
registerDbCommands(program, loadConfig);
registerTransportCommands(program, loadConfig);
registerUnitCommands(program, loadConfig);
registerUserCommands(program, loadConfig);
registerRedirectCommands(program, loadConfig);
registerTranslationCommands(program, loadConfig);
registerOrderCommands(program, loadConfig);
registerVatCommands(program, loadConfig);
registerInvoiceCommands(program, loadConfig);
registerRentalCommands(program, loadConfig);
registerDoctorCommand(program, loadConfig);
registerAuditCommands(program, loadConfig);
registerPrivacyCommands(program, loadConfig);

/** The operator, as the audit trail names what this run writes (docs/audit.md). */
const operator = (): string => {
  try {
    return userInfo().username;
  } catch {
    return process.env['USER'] ?? 'unknown';
  }
};
actAsFromNowOn(`cli:${operator()}`);

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError) {
    process.exit(error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(EXIT_CODES.usage);
  }
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(EXIT_CODES.runtime);
});
