import { describe, expect, it } from '@jest/globals';
import type { MedianScores } from './median-run.js';
import { webFigureRows } from './web-figure-rows.js';
import type { PageResult, WebReport } from './web-report.js';
import { webRunnerReport } from './web-runner-report.js';
import { checkTargets } from './web-targets.js';

const scores = (overrides: Partial<MedianScores>): MedianScores => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 0,
  cls: 0,
  benchmarkIndex: 2600,
  failedAudits: [],
  scoredRuns: 5,
  performanceOfEachRun: ['100', '100', '100', '100', '100'],
  ...overrides,
});

const result = (name: PageResult['page']['name'], medians: MedianScores, accepted: readonly string[] = [], longestTaskMs = 0): PageResult => ({
  page: { name, path: `/nl/${name}` },
  medians,
  mainThread: { scriptEvaluationMs: 50, styleLayoutMs: 20, scriptAndLayoutMs: 70, allWorkMs: 200, longestTaskMs, longTaskCount: longestTaskMs >= 50 ? 1 : 0 },
  checks: checkTargets(medians, accepted),
  loadAtStart: '1.00',
  firstRouteBytes: 120 * 1024,
});

const report = (results: readonly PageResult[], hostSlowdown = 1): WebReport => ({
  date: '2026-11-27 05:52 UTC',
  machine: '2 × CPU, 24 GiB, Node v20.20.2',
  runs: 5,
  cpuSlowdown: 4,
  hostSlowdown,
  unthrottledRuns: 1,
  loadBefore: '0.43 1.68 2.41',
  loadAfter: '1.12 1.63 2.00',
  benchmarkIndex: { median: 2609, min: 2239, max: 3169 },
  firstRouteBudgetBytes: 130 * 1024,
  textBytes: 6 * 1024,
  results,
});

const row = (rows: ReturnType<typeof webFigureRows>, id: string) => rows.find((candidate) => candidate.id === id);

describe('webFigureRows', () => {
  it('names the worst page of each target and how many pages meet it', () => {
    const rows = webFigureRows(report([result('home', scores({ tbtMs: 6 })), result('faq', scores({ performance: 94, tbtMs: 2 }))]));
    expect(row(rows, 'tbt')).toMatchObject({ target: 'TBT ≤ 150 ms', figure: 'highest 6 ms (home); 2 of 2 pages meet it', met: true });
    expect(row(rows, 'performance')).toMatchObject({ figure: 'lowest 94 (faq); 1 of 2 pages meet it', met: false });
    expect(row(rows, 'performance')?.what).toBe('every public page measured (2), Lighthouse 12 mobile, median of 5 runs a page');
  });

  it('says which pages pass only by the audits they fail by what they are', () => {
    const notFound = result('not-found', scores({ seo: 91, bestPractices: 96, failedAudits: ['best-practices: errors-in-console', 'seo: http-status-code'] }), ['seo: http-status-code', 'best-practices: errors-in-console']);
    expect(row(webFigureRows(report([result('home', scores({})), notFound])), 'seo')).toMatchObject({
      figure: 'lowest 91 (not-found); 2 of 2 pages meet it; not-found only by audits they fail by what they are (seo: http-status-code)',
      met: true,
    });
  });

  it('misses the long-task target when one unthrottled task takes 50 ms or more', () => {
    const rows = webFigureRows(report([result('home', scores({})), result('landing', scores({}), [], 56)]));
    expect(row(rows, 'long-tasks')).toMatchObject({ figure: 'longest task 56 ms (landing); 1 of 2 pages without one', met: false });
    expect(row(rows, 'first-route-js')).toMatchObject({ target: '≤ 130.0 kB', figure: 'largest 120.0 kB (every page); 2 of 2 pages within', met: true });
  });
});

describe('webRunnerReport', () => {
  it('keys a slowed run apart from the figures of record and carries the benchmarkIndex into its run line', () => {
    expect(webRunnerReport(report([result('home', scores({}))])).run).toMatchObject({ runner: 'web-bench', command: 'npm run bench:web', benchmarkIndex: 'median 2609 (runs 2239–3169)', loadAtStart: '0.43 1.68 2.41' });
    expect(webRunnerReport(report([result('home', scores({}))], 2)).run).toMatchObject({ runner: 'web-bench-cpu-4x-host-2x', command: 'BENCH_WEB_HOST_SLOWDOWN=2 npm run bench:web' });
  });
});
