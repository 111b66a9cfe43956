import { describe, expect, it } from '@jest/globals';
import { withReports, type RunnerReport } from './benchmarks-file.js';

const report = (runner: string, figure: string, details: string): RunnerReport => ({
  run: { runner, command: `npm run ${runner}`, date: '2026-12-01 10:00 UTC', machine: '2 × CPU, 24 GiB, Node v20.20.2', database: 'embedded PGlite', loadAtStart: '1.00 / 1.00 / 1.00' },
  rows: [{ id: 'line', what: runner, target: '≤ 1 s', figure, met: true }],
  details,
});

describe('withReports', () => {
  it("rewrites a runner's row and details section and keeps another runner's as they were", () => {
    const first = withReports('# Benchmarks\n\nIntro.\n\n## Current figures\n', [report('api-bench', '0.5 s', '## The API\n\nold'), report('rental-bench', '30 s', '## Rental billing\n\nkept')]);
    const second = withReports(first, [report('api-bench', '0.4 s', '## The API\n\nnew')]);
    expect(second).toContain('| api-bench | ≤ 1 s | 0.4 s | yes |');
    expect(second).not.toContain('0.5 s');
    expect(second).toContain('<!-- api-bench:start -->\n## The API\n\nnew\n<!-- api-bench:end -->');
    expect(second).toContain('| rental-bench | ≤ 1 s | 30 s | yes |');
    expect(second).toContain('<!-- rental-bench:start -->\n## Rental billing\n\nkept\n<!-- rental-bench:end -->');
    expect(second.indexOf('api-bench/line')).toBeLessThan(second.indexOf('rental-bench/line'));
    expect(second.indexOf('<!-- current-figures:end -->')).toBeLessThan(second.indexOf('<!-- api-bench:start -->'));
  });

  it('writes a details section holding dollar signs as they are', () => {
    expect(withReports(withReports('', [report('a', '1', 'x')]), [report('a', '1', 'costs $& and $1')])).toContain('costs $& and $1');
  });
});
