import { describe, expect, it } from '@jest/globals';
import type { MedianScores } from './median-run.js';
import { webBenchSection, webReportTables, type PageResult, type WebReport } from './web-report.js';

const medians: MedianScores = {
  performance: 88,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2411.6,
  tbtMs: 320.2,
  cls: 0.0123,
  benchmarkIndex: 1412.4,
  failedAudits: [],
  scoredRuns: 5,
  performanceOfEachRun: ['88', '90', '85', '88', '91'],
};

const page = (overrides: Partial<PageResult>): PageResult => ({
  page: { name: 'confirmation', path: '/nl/order-confirmation/42?token=SECRET-token' },
  medians,
  mainThread: { scriptEvaluationMs: 301.4, styleLayoutMs: 99.2, scriptAndLayoutMs: 400.6, allWorkMs: 812, longestTaskMs: 120.5, longTaskCount: 2 },
  checks: [
    { target: 'performance ≥ 95', pass: false },
    { target: 'CLS ≤ 0.05', pass: true },
  ],
  loadAtStart: '3.10',
  firstRouteBytes: 140 * 1024,
  ...overrides,
});

const report = (results: readonly PageResult[], unthrottledRuns = 1, cpuSlowdown = 4): WebReport => ({
  date: '2026-11-26 10:40 UTC',
  machine: '2 × CPU',
  runs: 5,
  cpuSlowdown,
  hostSlowdown: 1,
  unthrottledRuns,
  loadBefore: '1.00 2.00 3.00',
  loadAfter: '4.00 5.00 6.00',
  benchmarkIndex: { median: 1500.4, min: 1100, max: 1700 },
  firstRouteBudgetBytes: 130 * 1024,
  textBytes: 6 * 1024,
  results,
});

describe('webReportTables', () => {
  it("puts the machine's benchmarkIndex and the load average before and after above the figures", () => {
    expect(webReportTables(report([page({})]))[0]).toBe('Lighthouse benchmarkIndex of the machine: median 1500 (runs 1100–1700). Load average (`/proc/loadavg`) before: 1.00 2.00 3.00; after: 4.00 5.00 6.00.');
  });

  it("writes a page's medians, the targets it missed, and never the order's token", () => {
    const text = webReportTables(report([page({})])).join('\n');
    expect(text).toContain('| confirmation | /nl/order-confirmation/42?token=… | 88 | 2412 | 320 | 0.012 | 100 | 100 | 100 | 1412 | 3.10 | 88, 90, 85, 88, 91 | performance ≥ 95 | — |');
    expect(text).not.toContain('SECRET');
    expect(text).toContain('Pages meeting every target: 0 of 1.');
  });

  it('writes the unthrottled main-thread time and flags first-route JavaScript over budget', () => {
    const text = webReportTables(report([page({})])).join('\n');
    expect(text).toContain('| confirmation | 301 | 99 | 401 | 812 | 121 | 2 |');
    expect(text).toContain('| confirmation | 140.0 | NO |');
  });

  it('names a page whose unthrottled runs could not be traced', () => {
    expect(webReportTables(report([page({ mainThread: null })])).join('\n')).toContain('| confirmation | not measured |');
  });

  it('leaves out the main-thread table when no unthrottled run was asked for', () => {
    expect(webReportTables(report([page({ mainThread: null })], 0)).join('\n')).not.toContain('Main-thread time');
  });

  it("says the throttling is Lighthouse's mobile default at 4×, and names a larger slowdown as a slower machine", () => {
    expect(webReportTables(report([page({})])).join('\n')).toContain('mobile default (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown)');
    expect(webReportTables(report([page({})], 1, 7)).join('\n')).toContain('with a 7× CPU slowdown instead of the default 4×, standing in for a machine 1.75 times slower');
  });

  it('names a host slowed by DevTools beside the default throttling', () => {
    const text = webReportTables({ ...report([page({})]), hostSlowdown: 2.2 }).join('\n');
    expect(text).toContain('mobile default (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), in a tab whose CPU DevTools slowed 2.2×');
    expect(webReportTables(report([page({})])).join('\n')).not.toContain('DevTools slowed');
  });
});

describe('webBenchSection', () => {
  it('titles a run standing in for a slower machine apart from the figures of record', () => {
    expect(webBenchSection(report([page({})]))).toMatch(/^## Web pages in Lighthouse\n/);
    expect(webBenchSection(report([page({})], 1, 7))).toMatch(/^## Web pages in Lighthouse on a slower machine: 7× CPU slowdown\n/);
    expect(webBenchSection({ ...report([page({})]), hostSlowdown: 2.2 })).toMatch(/^## Web pages in Lighthouse on a slower machine: 4× CPU slowdown on a host slowed 2\.2×\n/);
  });
});
