import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfig } from '../adapters/config/app-config.js';
import { createShop } from '../adapters/composition/shop.js';
import { addDays } from '../domain/rentals/rental-days.js';
import { belgianDay } from '../domain/shared/belgian-day.js';
import { seedDueContracts } from '../adapters/persistence/seed/due-rentals-seed.js';
import { loadAverage, runDate, thisMachine, type RunnerReport } from './benchmarks-file.js';
import type { FigureRow } from './figures-table.js';

export const RENTAL_SECTION = 'rental-bench';

/** The target: 10,000 due contracts billed in at most a minute on the embedded database. */
const TARGET_SECONDS = 60;
const SIZES = [1_000, 10_000] as const;
const MB = 2 ** 20;

export interface RentalRun {
  readonly contracts: number;
  readonly invoiced: number;
  readonly seconds: number;
  /** Main-thread heap in use before the run, and its peak during it (the billing's own memory). */
  readonly heapBeforeMb: number;
  readonly heapPeakMb: number;
  /** Resident set of the whole process (the embedded database's worker thread included), before and at its peak. */
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
}

/** Bills `contracts` due contracts on a fresh embedded database (the shop's own billing use case), sampling memory every 100 ms. */
const billOnce = async (contracts: number): Promise<RentalRun> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rental-bench-'));
  const shop = await createShop(parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, process.cwd()));
  try {
    const day = addDays(belgianDay(new Date()), 1);
    await seedDueContracts((sql, parameters) => shop.database.dataSource.query(sql, [...parameters]), { count: contracts, billingDay: day, leadDays: shop.config.rentals.invoiceLeadDays });
    globalThis.gc?.();
    const before = process.memoryUsage();
    let heapPeak = before.heapUsed;
    let rssPeak = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      heapPeak = Math.max(heapPeak, now.heapUsed);
      rssPeak = Math.max(rssPeak, now.rss);
    }, 100);
    const started = performance.now();
    const report = await shop.rentals.bill(day);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = process.memoryUsage();
    return {
      contracts,
      invoiced: report.invoiced,
      seconds,
      heapBeforeMb: before.heapUsed / MB,
      heapPeakMb: Math.max(heapPeak, after.heapUsed) / MB,
      rssBeforeMb: before.rss / MB,
      rssPeakMb: Math.max(rssPeak, after.rss) / MB,
    };
  } finally {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const mb = (value: number): string => value.toFixed(0);

const targetMet = (largest: RentalRun | undefined): boolean => largest !== undefined && largest.invoiced === largest.contracts && largest.seconds <= TARGET_SECONDS;

/** The rental billing's row of the current figures: the largest run against the target. */
export const rentalFigureRows = (runs: readonly RentalRun[]): FigureRow[] => {
  const largest = runs.at(-1);
  if (largest === undefined) return [];
  return [
    {
      id: 'billing',
      what: `rental billing of ${largest.contracts.toLocaleString('en')} due contracts, embedded database`,
      target: `≤ ${TARGET_SECONDS} s, memory flat`,
      figure:
        `${largest.seconds.toFixed(1)} s (${(largest.invoiced / largest.seconds).toFixed(0)} a second, ${largest.invoiced.toLocaleString('en')} invoiced); heap ${mb(largest.heapBeforeMb)} → ${mb(largest.heapPeakMb)} MB, ` +
        `RSS ${mb(largest.rssBeforeMb)} → ${mb(largest.rssPeakMb)} MB; one run`,
      met: targetMet(largest),
    },
  ];
};

/** The rental billing's details section. */
export const rentalDetails = (runs: readonly RentalRun[]): string => {
  const largest = runs.at(-1);
  return [
    '## Rental billing',
    '',
    "`BENCH_ONLY=rentals npm run bench`, or the whole run: embedded PGlite in a file folder, the shop's billing use case (`rentals bill` without the process start).",
    'Each run bills period 2 of every contract on a fresh database (seeded beforehand, not timed): one transaction per period (claim, number,',
    'frozen document, period row, email with its link), contracts read 200 at a time. Heap: the main thread, where the billing runs; RSS: the',
    "whole process, the embedded database's worker thread included (it grows with the database, not with the billing).",
    '',
    '| due contracts | invoiced | seconds | per second | heap before → peak (MB) | RSS before → peak (MB) |',
    '|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ${run.contracts.toLocaleString('en')} | ${run.invoiced.toLocaleString('en')} | ${run.seconds.toFixed(1)} | ${(run.invoiced / run.seconds).toFixed(0)} | ${mb(run.heapBeforeMb)} → ${mb(run.heapPeakMb)} | ${mb(run.rssBeforeMb)} → ${mb(run.rssPeakMb)} |`,
    ),
    '',
    `Target: ${largest?.contracts.toLocaleString('en') ?? ''} due contracts in at most ${TARGET_SECONDS} s with flat memory — ${targetMet(largest) ? 'met' : 'NOT met'}.`,
  ].join('\n');
};

/** The rental billing (`BENCH_ONLY=rentals`, or the whole `npm run bench`), on embedded databases of its own. */
export const measureRentalBilling = async (): Promise<RunnerReport> => {
  const loadAtStart = loadAverage();
  const startedAt = runDate();
  const runs: RentalRun[] = [];
  for (const size of SIZES) runs.push(await billOnce(size));
  return {
    run: {
      runner: RENTAL_SECTION,
      command: 'BENCH_ONLY=rentals npm run bench, or the whole npm run bench',
      date: startedAt,
      machine: thisMachine(),
      database: 'embedded PGlite in a file folder',
      loadAtStart,
      note: `load average at the end ${loadAverage()}`,
    },
    rows: rentalFigureRows(runs),
    details: rentalDetails(runs),
  };
};
