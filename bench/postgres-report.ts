import { loadAverage, runDate, thisMachine, type RunnerReport } from './benchmarks-file.js';
import { postgresFigureRows, type PostgresLine } from './postgres-figure-rows.js';

export const POSTGRES_RUNNER = 'postgres-bench';

const DETAILS_HEAD = [
  '## Shopping API on a PostgreSQL server',
  '',
  '`BENCH_DATABASE_URL=postgres://… npm run bench` (`BENCH_ONLY=postgres` for this part alone): PostgreSQL on the same machine',
  '(loopback), the same requests as the shopping lines on the embedded database (one X-Forwarded-For address per write request),',
  'first one instance, then two instances of the shop on the one database behind a round-robin loopback balancer',
  '(bench/loopback-balancer.ts). Statements are counted on every instance together. The load generator, the instances, the',
  "balancer and PostgreSQL share the machine's cores.",
  'Targets, one instance: place order ≥ 300 per second with p99 ≤ 150 ms, also when every order reserves a container unit;',
  'add to cart ≥ 400 per second with p99 ≤ 100 ms. The order lines come twice, on the same product: without units (its',
  'stock the hand-set flag, as the demo has it), and with an available container unit for every order of the line (inserted and analyzed before it,',
  'as `units import` does, ISO 6346 numbers of the owner code BNC, bench/unit-stocking.ts), so that each order reserves one unit (docs/units.md, "Reservations").',
  'A write line without a rate sends as fast as the shop answers over 50 connections: its req/s is the capacity, and its p50/p99 are',
  'mostly the wait in that queue (50 requests in flight / req/s). A line "sent at N/s" offers the target rate for 10 s from a paced',
  'generator (bench/paced-load.ts): request i is due at start + i × 1000 / N ms, evenly spread, sent whether or not earlier ones were',
  'answered, over at most 50 kept-alive connections; each latency runs from the due time, so a wait for a free connection counts too.',
  "Each such line is run five times and shows each figure's median (every run's p99 is named): one 10-second run's p99 follows",
  'whatever else the machine did in it (a checkpoint, the setup of thousands of carts and units). The database starts emptied, seeded',
  "with the demo and analyzed, as autovacuum would do after such a load (these machines' PostgreSQL runs without it). The order",
  'statements are named prepared statements on a PostgreSQL server (adapters/persistence/prepared-statements.ts). Each instance',
  'keeps DATABASE_POOL_SIZE connections (20 by default).',
  '',
  '| instances | what | req/s | p50 ms | p99 ms | SQL statements per request | answers |',
  '|---|---|---|---|---|---|---|',
];

/** The PostgreSQL details section: every line measured. */
export const postgresDetails = (lines: readonly PostgresLine[]): string =>
  [
    ...DETAILS_HEAD,
    ...lines.map(
      (line) =>
        `| ${line.instances} | ${line.measurement.label} | ${line.measurement.requestsPerSecond} | ${line.measurement.p50Ms} | ${line.measurement.p99Ms} | ${line.statements} | ${line.measurement.statuses}${line.measurement.errors > 0 ? `, ${line.measurement.errors} errors` : ''} |`,
    ),
  ].join('\n');

export const postgresReport = (lines: readonly PostgresLine[], startedAt: string = runDate(), loadAtStart: string = loadAverage()): RunnerReport => ({
  run: {
    runner: POSTGRES_RUNNER,
    command: 'BENCH_DATABASE_URL=postgres://… npm run bench',
    date: startedAt,
    machine: thisMachine(),
    database: 'PostgreSQL on the same machine (loopback)',
    loadAtStart,
    note: `load average at the end ${loadAverage()}`,
  },
  rows: postgresFigureRows(lines),
  details: postgresDetails(lines),
});
