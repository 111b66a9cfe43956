import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '../../domain/rentals/rental-days.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { Checks, sleep, waitFor } from '../support/check.js';
import { countRows } from '../support/order-integrity.js';
import { createDrillDatabase, type DrillDatabase } from '../support/postgres.js';
import { seedDueContracts } from '../../adapters/persistence/seed/due-rentals-seed.js';
import type { DrillPorts } from './drill-ports.js';

const CONTRACTS = 1_000;
const LEAD_DAYS = 7;
/** The kill comes once this many periods were invoiced: well into the run, far from its end. */
const KILL_AFTER = 150;
const CLI = fileURLToPath(new URL('../../cli/main.js', import.meta.url));

interface Billing {
  readonly child: ReturnType<typeof spawn>;
  readonly done: Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** The operator's CLI (as built) in a process of its own on the drill database, killable. */
const cli = (database: DrillDatabase, args: readonly string[]): Billing => {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', DATABASE_URL: database.url, DATA_DIR: join(tmpdir(), `rentals-drill-${process.pid}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const done = new Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
  return { child, done };
};

/** `rentals bill --date … --json`. */
const bill = (database: DrillDatabase, day: string): Billing => cli(database, ['rentals', 'bill', '--date', day, '--json']);

const invoicedOf = (output: string): number => {
  try {
    return Number((JSON.parse(output) as { invoiced?: number }).invoiced ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
};

/** The exactly-once checks: every due period invoiced once, with its invoice, email and link; the year's numbers gapless. */
const checkExactlyOnce = async (database: DrillDatabase, checks: Checks, year: number, label: string): Promise<void> => {
  checks.equal(`${label}: contracts with period 2 invoiced`, CONTRACTS, await countRows(database, `SELECT count(*) AS n FROM rental_periods WHERE period_index = 2`));
  checks.equal(`${label}: rental invoices (one per due period, none twice)`, CONTRACTS, await countRows(database, `SELECT count(*) AS n FROM invoices WHERE rental_contract_id IS NOT NULL`));
  checks.equal(
    `${label}: rental invoices without their period row`,
    0,
    await countRows(database, `SELECT count(*) AS n FROM invoices v WHERE v.rental_contract_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM rental_periods p WHERE p.invoice_id = v.id)`),
  );
  checks.equal(`${label}: contracts whose next period did not move on`, 0, await countRows(database, `SELECT count(*) AS n FROM rental_contracts WHERE next_period_index <> 3`));
  const [numbers] = await database.query<{ n: string; low: number | null; high: number | null }>(
    `SELECT count(*) AS n, min(sequence) AS low, max(sequence) AS high FROM invoices WHERE series = 'INV' AND year = $1`,
    [year],
  );
  checks.that(`${label}: invoice numbers of ${year} (gapless from 1)`, `1 … ${CONTRACTS}, ${CONTRACTS} numbers`, `${numbers?.low ?? '-'} … ${numbers?.high ?? '-'}, ${numbers?.n ?? 0} numbers`, Number(numbers?.n) === CONTRACTS && numbers?.low === 1 && numbers?.high === CONTRACTS);
  checks.equal(
    `${label}: invoice emails in the outbox (one each)`,
    CONTRACTS,
    await countRows(database, `SELECT count(DISTINCT dedupe_key) AS n FROM email_outbox WHERE dedupe_key LIKE 'invoice-email:%'`),
  );
  checks.equal(`${label}: structured communications used twice`, 0, await countRows(database, `SELECT count(*) AS n FROM (SELECT document->'payment'->>'reference' FROM invoices WHERE rental_contract_id IS NOT NULL GROUP BY 1 HAVING count(*) > 1) twice`));
};

/** A drill database, migrated by the CLI, with the due contracts; dropped after the work. */
const withDueContracts = async (day: string, work: (database: DrillDatabase) => Promise<void>): Promise<void> => {
  const database = await createDrillDatabase('rentals_drill');
  try {
    const migrated = await cli(database, ['db', 'migrate']).done;
    if (migrated.status !== 0) throw new Error(`db migrate failed: ${migrated.stderr}`);
    await seedDueContracts((sql, parameters) => database.query(sql, parameters), { count: CONTRACTS, billingDay: day, leadDays: LEAD_DAYS });
    await work(database);
  } finally {
    await database.drop();
  }
};

/**
 * Drill 9: rental billing exactly once. 1,000 contracts are due; the billing (`rentals bill`, its own
 * process) is killed with SIGKILL midway and run again; then, on a fresh database, two billings run
 * at once. Every due period is invoiced exactly once, nothing is half-written, and the invoice
 * numbers of the year run from 1 without a gap.
 */
export const rentalBillingDrill = async (_ports: DrillPorts): Promise<Checks> => {
  const checks = new Checks();
  const day = addDays(belgianDay(new Date()), 3);
  const year = Number(belgianDay(new Date()).slice(0, 4));

  await withDueContracts(day, async (database) => {
    const first = bill(database, day);
    const reached = await waitFor(async () => (await countRows(database, `SELECT count(*) AS n FROM invoices WHERE rental_contract_id IS NOT NULL`)) >= KILL_AFTER, 120_000, 20);
    first.child.kill('SIGKILL');
    const killed = await first.done;
    await sleep(200);
    const atKill = await countRows(database, `SELECT count(*) AS n FROM invoices WHERE rental_contract_id IS NOT NULL`);
    checks.that('the first billing was killed midway (SIGKILL)', `killed after ≥ ${KILL_AFTER} and before ${CONTRACTS} invoices`, `${killed.signal ?? `exit ${killed.status}`} at ${atKill} invoices`, reached && killed.signal === 'SIGKILL' && atKill < CONTRACTS);
    const second = await bill(database, day).done;
    checks.equal('the second billing invoiced the rest', CONTRACTS - atKill, invoicedOf(second.stdout));
    const third = await bill(database, day).done;
    checks.equal('a third billing of the same day invoices nothing', 0, invoicedOf(third.stdout));
    await checkExactlyOnce(database, checks, year, 'killed and run again');
  });

  await withDueContracts(day, async (database) => {
    const [a, b] = await Promise.all([bill(database, day).done, bill(database, day).done]);
    const split = [invoicedOf(a.stdout), invoicedOf(b.stdout)];
    checks.note(`Two billings at once invoiced ${split[0]} and ${split[1]} periods.`);
    checks.equal('two billings at once: periods invoiced by both together', CONTRACTS, (split[0] ?? 0) + (split[1] ?? 0));
    await checkExactlyOnce(database, checks, year, 'two at once');
  });
  return checks;
};
