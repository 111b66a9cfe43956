import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Checks, DrillResult } from './support/check.js';
import { DRILL_SERVER_URL } from './support/postgres.js';
import { DRILL_PORTS, type DrillPorts } from './drills/drill-ports.js';
import { databaseOutageDrill } from './drills/database-outage.drill.js';
import { webhookDuplicatesDrill } from './drills/webhook-duplicates.drill.js';
import { mailOutageDrill } from './drills/mail-outage.drill.js';
import { killDuringOrdersDrill } from './drills/kill-during-orders.drill.js';
import { twoInstancesDrill } from './drills/two-instances.drill.js';
import { twoTabsDrill } from './drills/two-tabs.drill.js';
import { sharedLimitsDrill } from './drills/shared-limits.drill.js';
import { backupRestoreDrill, embeddedBackupRestoreDrill } from './drills/backup-restore.drill.js';
import { rentalBillingDrill } from './drills/rental-billing.drill.js';
import { renderResults, replaceResultsSection } from './report.js';

interface Drill {
  readonly name: string;
  readonly run: (ports: DrillPorts) => Promise<Checks>;
}

const DRILLS: readonly Drill[] = [
  { name: '1. The database stops under load and comes back', run: databaseOutageDrill },
  { name: '2. Duplicate and shuffled Stripe webhook events', run: webhookDuplicatesDrill },
  { name: '3. The mail provider fails for a while', run: mailOutageDrill },
  { name: '4. The API process is killed while orders are placed', run: killDuringOrdersDrill },
  { name: '5. Two API instances on one database', run: twoInstancesDrill },
  { name: '6. Add-to-cart and checkout of one cart from two tabs', run: twoTabsDrill },
  { name: '7. Two instances share the limits and the payment sessions', run: sharedLimitsDrill },
  { name: '8a. A backup taken while orders are placed restores and serves (PostgreSQL server)', run: backupRestoreDrill },
  { name: '8b. A backup of the running embedded shop taken while orders are placed restores and serves', run: embeddedBackupRestoreDrill },
  { name: '9. Rental billing killed midway and run twice at once', run: rentalBillingDrill },
];

const REPORT = join(process.cwd(), 'docs', 'reliability.md');

const runOne = async (drill: Drill): Promise<DrillResult> => {
  const started = performance.now();
  process.stdout.write(`\n${drill.name} …\n`);
  try {
    const checks = await drill.run(DRILL_PORTS);
    return { name: drill.name, seconds: Math.round((performance.now() - started) / 100) / 10, checks: checks.results, notes: checks.notes };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      name: drill.name,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      checks: [{ check: 'the drill ran to its end', expected: 'yes', observed: `no: ${reason.split('\n')[0] ?? reason}`, passed: false }],
      notes: [reason],
    };
  }
};

/** `npm run drill [-- <part of a drill name>]`: runs the drills, prints the table, writes docs/reliability.md. */
const main = async (): Promise<void> => {
  const filter = process.argv[2]?.toLowerCase();
  const selected = DRILLS.filter((drill) => filter === undefined || drill.name.toLowerCase().includes(filter));
  const results: DrillResult[] = [];
  for (const drill of selected) {
    const result = await runOne(drill);
    results.push(result);
    process.stdout.write(`${renderResults([result])}\n`);
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL at ${new URL(DRILL_SERVER_URL).host}`;
  const section = [
    `Run with \`npm run drill\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${machine}.`,
    selected.length < DRILLS.length ? `Only the drills matching "${filter ?? ''}" were run.` : 'All drills were run.',
    '',
    renderResults(results),
  ].join('\n');
  if (existsSync(REPORT)) writeFileSync(REPORT, replaceResultsSection(readFileSync(REPORT, 'utf8'), section));
  const failed = results.flatMap((result) => result.checks).filter((check) => !check.passed).length;
  process.stdout.write(`\n${failed === 0 ? 'Every drill passed.' : `${failed} check(s) failed.`}\n`);
  process.exitCode = failed === 0 ? 0 : 1;
};

main().catch((error: unknown) => {
  process.stderr.write(`drill failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
