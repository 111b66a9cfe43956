/**
 * docs/benchmarks.md opens with one table of current figures: a row per measured target, keyed
 * `runner/row`, and under it one line per runner naming the run its rows come from (date, machine,
 * database, load average). A runner rewrites only its own rows and its own run line; every other
 * runner's rows and line are kept byte for byte, in place, so they keep saying when and where
 * they were measured.
 */

/** One measured target. `id` is stable across runs (a runner's rows are replaced by id set, not by text). */
export interface FigureRow {
  readonly id: string;
  readonly what: string;
  readonly target: string;
  readonly figure: string;
  /** null where no target is set (a capacity figure kept for comparison). */
  readonly met: boolean | null;
}

/** The run a runner's rows come from. */
export interface BenchRun {
  /** Stable key of the runner (also the name of its details section), e.g. `api-bench`. */
  readonly runner: string;
  readonly command: string;
  /** When it ran, e.g. `2026-11-27 05:52 UTC`. */
  readonly date: string;
  /** CPU model and count, memory, Node, e.g. `2 × Intel(R) Xeon(R) Processor, 24 GiB, Node v20.20.2`. */
  readonly machine: string;
  readonly database: string;
  /** `/proc/loadavg`'s 1 / 5 / 15 minute figures when the run started. */
  readonly loadAtStart: string;
  /** Lighthouse's CPU speed measure over the run (median and range); only for Lighthouse runs. */
  readonly benchmarkIndex?: string;
  /** Anything else that qualifies the whole run (medians of several runs, a slowed host). */
  readonly note?: string;
}

export const FIGURES_START = '<!-- current-figures:start -->';
export const FIGURES_END = '<!-- current-figures:end -->';
const HEADER = ['| what | target | current figure | met | measured | row |', '|---|---|---|---|---|---|'];
const RUNS_HEADING = 'Where and when each runner measured its rows:';

const KEY = /^[a-z0-9][a-z0-9-]*$/;
/** The row cell ends a table line: `` | `runner/row` | ``. */
const ROW_KEY = /\| `([a-z0-9][a-z0-9-]*)\/[a-z0-9][a-z0-9-]*` \|$/;
/** A run line starts with its runner: ``- `runner`: ``. */
const RUN_KEY = /^- `([a-z0-9][a-z0-9-]*)`: /;

/** A cell's text on one line, its pipes escaped so the table keeps its columns. */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim() || '—';

const metCell = (met: boolean | null): string => (met === null ? '—' : met ? 'yes' : '**no**');

const measuredCell = (run: BenchRun): string => cell(run.benchmarkIndex === undefined ? `${run.date} (${run.runner})` : `${run.date} (${run.runner}), benchmarkIndex ${run.benchmarkIndex}`);

const rowLine = (run: BenchRun, row: FigureRow): string =>
  `| ${cell(row.what)} | ${cell(row.target)} | ${cell(row.figure)} | ${metCell(row.met)} | ${measuredCell(run)} | \`${run.runner}/${row.id}\` |`;

const runLine = (run: BenchRun): string =>
  `- \`${run.runner}\`: ${cell(
    [
      `\`${run.command}\` on ${run.date}`,
      run.machine,
      run.database,
      `load average at the start ${run.loadAtStart}`,
      ...(run.benchmarkIndex === undefined ? [] : [`Lighthouse benchmarkIndex ${run.benchmarkIndex}`]),
      ...(run.note === undefined ? [] : [run.note]),
    ].join('; '),
  )}.`;

/** Lines grouped by the runner that wrote them, in the order the runners first appear. */
type Groups = ReadonlyMap<string, readonly string[]>;

const groupBy = (lines: readonly string[], key: RegExp): Map<string, string[]> => {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const runner = key.exec(line)?.[1];
    if (runner === undefined) continue;
    groups.set(runner, [...(groups.get(runner) ?? []), line]);
  }
  return groups;
};

/** The current block's row lines and run lines per runner; anything else in the block is the writer's own text and is made again. */
export const parseFigures = (block: string): { readonly rows: Groups; readonly runs: Groups } => {
  const lines = block.split('\n');
  return { rows: groupBy(lines, ROW_KEY), runs: groupBy(lines, RUN_KEY) };
};

const replaced = (groups: Groups, runner: string, lines: readonly string[]): string[] => {
  const next = new Map(groups);
  next.set(runner, lines);
  return [...next.values()].flat();
};

/** The figures block (markers included) with `run`'s rows and run line in place of its former ones. */
export const figuresBlock = (currentBlock: string, run: BenchRun, rows: readonly FigureRow[]): string => {
  if (!KEY.test(run.runner)) throw new Error(`a runner's key is lower-case letters, digits and dashes: ${run.runner}`);
  const ids = rows.map((row) => row.id);
  const badId = ids.find((id) => !KEY.test(id));
  if (badId !== undefined) throw new Error(`a row id is lower-case letters, digits and dashes: ${badId}`);
  if (new Set(ids).size !== ids.length) throw new Error(`${run.runner} names a row twice`);
  const current = parseFigures(currentBlock);
  return [
    FIGURES_START,
    ...HEADER,
    ...replaced(current.rows, run.runner, rows.map((row) => rowLine(run, row))),
    '',
    RUNS_HEADING,
    '',
    ...replaced(current.runs, run.runner, [runLine(run)]),
    FIGURES_END,
  ].join('\n');
};

const BLOCK = new RegExp(`${FIGURES_START}[\\s\\S]*?${FIGURES_END}`);

/**
 * The whole file with `run`'s figures written into its one table. A file without the table gets it
 * under its `## Current figures` heading, made after the title when missing.
 */
export const withRunFigures = (current: string, run: BenchRun, rows: readonly FigureRow[]): string => {
  const existing = BLOCK.exec(current)?.[0];
  if (existing !== undefined) return current.replace(BLOCK, () => figuresBlock(existing, run, rows));
  const block = figuresBlock('', run, rows);
  const heading = '## Current figures';
  if (current.includes(`\n${heading}\n`)) return current.replace(`\n${heading}\n`, () => `\n${heading}\n\n${block}\n`);
  const title = /^# .*\n/.exec(current);
  const insert = `${heading}\n\n${block}\n`;
  return title === null ? `# Benchmarks\n\n${insert}\n${current.trimStart()}` : `${title[0]}\n${insert}\n${current.slice(title[0].length).trimStart()}`;
};
