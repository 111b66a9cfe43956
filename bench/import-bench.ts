import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../cli/main.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures/transport/', import.meta.url));

export interface ImportTiming {
  readonly label: string;
  readonly seconds: number;
  readonly exitCode: number | null;
}

const timeCli = (label: string, args: readonly string[], dataDir: string): ImportTiming => {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  return { label, seconds: Number(process.hrtime.bigint() - started) / 1e9, exitCode: run.status };
};

/** Whole CLI runs (process start, embedded database start, read, validate, write), each on a fresh data folder. */
export const measureImports = (): readonly ImportTiming[] => {
  const folder = mkdtempSync(join(tmpdir(), 'shop-import-bench-'));
  const redirects = join(folder, 'redirects.txt');
  writeFileSync(redirects, Array.from({ length: 10_000 }, (_, index) => `/old/page-${index} /nl/container/item-${index % 50} 301`).join('\n'));
  const table = ['be', 'nl', 'de'].map((country) => readFileSync(join(FIXTURES, `${country}.csv`), 'utf8').trim().split('\n'));
  const header = table[0]?.[0] ?? 'country,prefix,single,double';
  const allRows = table.flatMap((lines) => lines.slice(1));
  const fullTable = join(folder, 'transport.csv');
  writeFileSync(fullTable, [header, ...allRows].join('\n'));
  // The tables hold at most 279 prefixes, so a 10,000-row file necessarily repeats them: it is read, validated and refused.
  const tenThousand = join(folder, 'transport-10000.csv');
  writeFileSync(tenThousand, [header, ...Array.from({ length: 10_000 }, (_, index) => allRows[index % allRows.length])].join('\n'));
  const baseline = timeCli('CLI start only (`db migrate` on a fresh embedded database)', ['db', 'migrate'], join(folder, 'baseline'));
  return [
    baseline,
    timeCli('`redirects import` of 10,000 lines', ['redirects', 'import', redirects], join(folder, 'redirects')),
    timeCli(`\`transport import --replace\` of the full table (${allRows.length} rows)`, ['transport', 'import', fullTable, '--replace'], join(folder, 'transport')),
    timeCli('`transport import` of 10,000 rows (validated, refused for repeated prefixes)', ['transport', 'import', tenThousand], join(folder, 'transport-10000')),
  ];
};

export const importReport = (timings: readonly ImportTiming[]): string[] => {
  const baseline = timings[0]?.seconds ?? 0;
  return [
    '### Imports',
    '',
    'Target: each import ≤ 3 s. Whole CLI runs, each on a fresh embedded database; the last column takes away the start of the',
    'process and of the embedded database with its migrations (the first line), which every command pays once.',
    '',
    '| what | whole run, s | import work, s | exit code |',
    '|---|---|---|---|',
    ...timings.map(
      (timing, index) =>
        `| ${timing.label} | ${timing.seconds.toFixed(2)} | ${index === 0 ? '—' : Math.max(0, timing.seconds - baseline).toFixed(2)} | ${timing.exitCode ?? 'killed'} |`,
    ),
    '',
  ];
};
