import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { FIGURES_END, FIGURES_START, parseFigures, withRunFigures, type BenchRun, type FigureRow } from './figures-table.js';

const keyArbitrary = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
/** Free text as runners write it, pipes, backticks and line breaks included. */
const textArbitrary = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', '|', '`', '\n', '×', '≤', '/', '-', ':'), maxLength: 30 });

const rowArbitrary: fc.Arbitrary<FigureRow> = fc.record({
  id: keyArbitrary,
  what: textArbitrary,
  target: textArbitrary,
  figure: textArbitrary,
  met: fc.constantFrom(true, false, null),
});
const rowsArbitrary = fc.uniqueArray(rowArbitrary, { selector: (row) => row.id, maxLength: 5 });

const runArbitrary = (runner: fc.Arbitrary<string>): fc.Arbitrary<BenchRun> =>
  fc.record(
    {
      runner,
      command: textArbitrary,
      date: textArbitrary,
      machine: textArbitrary,
      database: textArbitrary,
      loadAtStart: textArbitrary,
      benchmarkIndex: textArbitrary,
      note: textArbitrary,
    },
    { requiredKeys: ['runner', 'command', 'date', 'machine', 'database', 'loadAtStart'] },
  );

/** Several runners' reports, each runner once, written one after the other into a file. */
const reportsArbitrary = fc
  .uniqueArray(keyArbitrary, { minLength: 1, maxLength: 5 })
  .chain((runners) => fc.tuple(...runners.map((runner) => fc.tuple(runArbitrary(fc.constant(runner)), rowsArbitrary))));

const PROSE = '# Benchmarks\n\nWhat this file is.\n\n## Current figures\n\nHow to read the table.\n\n<!-- api-bench:start -->\n## Details\n<!-- api-bench:end -->\n';

const written = (reports: readonly (readonly [BenchRun, readonly FigureRow[]])[], start = PROSE): string =>
  reports.reduce((file, [run, rows]) => withRunFigures(file, run, rows), start);

const block = (file: string): string => file.slice(file.indexOf(FIGURES_START), file.indexOf(FIGURES_END) + FIGURES_END.length);
const linesOf = (file: string, runner: string): { rows: readonly string[]; runs: readonly string[] } => {
  const parsed = parseFigures(block(file));
  return { rows: parsed.rows.get(runner) ?? [], runs: parsed.runs.get(runner) ?? [] };
};
const tableLines = (file: string): string[] => block(file).split('\n').filter((line) => line.startsWith('|'));

describe('the current figures table', () => {
  it("rewriting one runner's rows never changes another runner's rows or run line, nor their order", () => {
    fc.assert(
      fc.property(reportsArbitrary, fc.nat(), rowsArbitrary, (reports, pick, newRows) => {
        const before = written(reports);
        const [run] = reports[pick % reports.length] ?? [];
        if (run === undefined) return;
        const after = withRunFigures(before, { ...run, date: `${run.date} again` }, newRows);
        const others = (file: string): [string, readonly string[]][][] => {
          const parsed = parseFigures(block(file));
          return [parsed.rows, parsed.runs].map((groups) => [...groups.entries()].filter(([runner]) => runner !== run.runner));
        };
        expect(others(after)).toEqual(others(before));
        expect(linesOf(after, run.runner).rows).toHaveLength(newRows.length);
        // In place: the rows above the runner's stay above it, the rows below stay below.
        const ownFirst = linesOf(before, run.runner).rows[0];
        if (ownFirst !== undefined && newRows.length > 0) {
          const above = tableLines(before).slice(0, tableLines(before).indexOf(ownFirst));
          expect(tableLines(after).slice(0, above.length + 1)).toEqual([...above, linesOf(after, run.runner).rows[0]]);
        }
      }),
    );
  });

  it("holds exactly the rows of each runner's last report, one line a row, in a single table", () => {
    fc.assert(
      fc.property(reportsArbitrary, (reports) => {
        const twice = written(reports, written(reports));
        expect(twice.split(FIGURES_START)).toHaveLength(2);
        const lines = block(twice).split('\n');
        const table = tableLines(twice);
        // The header, its rule, then every row: no blank line splits the table.
        const start = lines.indexOf(table[0] ?? '');
        expect(lines.slice(start, start + table.length)).toEqual(table);
        expect(table).toHaveLength(2 + reports.reduce((sum, [, rows]) => sum + rows.length, 0));
        for (const line of table) expect(line.replace(/\\\|/g, '').split('|')).toHaveLength(8);
        for (const [run, rows] of reports) {
          expect(linesOf(twice, run.runner).rows.map((line) => /`[^`]+\/([^`]+)` \|$/.exec(line)?.[1])).toEqual(rows.map((row) => row.id));
          expect(linesOf(twice, run.runner).runs).toHaveLength(1);
        }
      }),
    );
  });

  it('is idempotent: writing the same report again changes nothing', () => {
    fc.assert(
      fc.property(reportsArbitrary, (reports) => {
        const once = written(reports);
        expect(written(reports, once)).toBe(once);
      }),
    );
  });

  it('keeps the prose and the details sections around the table', () => {
    fc.assert(
      fc.property(reportsArbitrary, (reports) => {
        const file = written(reports);
        expect(file.slice(0, file.indexOf(FIGURES_START))).toBe('# Benchmarks\n\nWhat this file is.\n\n## Current figures\n\n');
        expect(file.slice(file.indexOf(FIGURES_END) + FIGURES_END.length)).toBe('\n\nHow to read the table.\n\n<!-- api-bench:start -->\n## Details\n<!-- api-bench:end -->\n');
      }),
    );
  });
});

describe('withRunFigures', () => {
  const run: BenchRun = {
    runner: 'web-bench',
    command: 'npm run bench:web',
    date: '2026-11-27 05:52 UTC',
    machine: '2 × Intel(R) Xeon(R) Processor, 24 GiB, Node v20.20.2',
    database: 'embedded PGlite',
    loadAtStart: '0.43 1.68 2.41',
    benchmarkIndex: 'median 2609 (runs 2239–3169)',
  };

  it('writes a row with its target, whether it was met, and the run it comes from', () => {
    const file = withRunFigures('# Benchmarks\n', run, [{ id: 'tbt', what: 'every public page', target: 'TBT ≤ 150 ms', figure: 'highest 6 ms | policy', met: true }]);
    expect(file).toContain('| every public page | TBT ≤ 150 ms | highest 6 ms \\| policy | yes | 2026-11-27 05:52 UTC (web-bench), benchmarkIndex median 2609 (runs 2239–3169) | `web-bench/tbt` |');
    expect(file).toContain(
      '- `web-bench`: `npm run bench:web` on 2026-11-27 05:52 UTC; 2 × Intel(R) Xeon(R) Processor, 24 GiB, Node v20.20.2; embedded PGlite; load average at the start 0.43 1.68 2.41; Lighthouse benchmarkIndex median 2609 (runs 2239–3169).',
    );
    expect(file.startsWith('# Benchmarks\n\n## Current figures\n\n<!-- current-figures:start -->\n')).toBe(true);
  });

  it('marks a missed target and a figure without one', () => {
    const file = withRunFigures('', run, [
      { id: 'a', what: 'x', target: 'y', figure: 'z', met: false },
      { id: 'b', what: 'x', target: '', figure: 'z', met: null },
    ]);
    expect(file).toContain('| x | y | z | **no** |');
    expect(file).toContain('| x | — | z | — |');
  });

  it('refuses a row id twice and ids that would not read back', () => {
    expect(() => withRunFigures('', run, [{ id: 'a', what: '', target: '', figure: '', met: null }, { id: 'a', what: '', target: '', figure: '', met: null }])).toThrow('twice');
    expect(() => withRunFigures('', run, [{ id: 'A b', what: '', target: '', figure: '', met: null }])).toThrow('row id');
    expect(() => withRunFigures('', { ...run, runner: 'Web' }, [])).toThrow("runner's key");
  });
});
