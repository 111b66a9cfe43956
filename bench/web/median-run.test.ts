import { describe, expect, it } from '@jest/globals';
import type { LighthouseScores } from './lighthouse-scores.js';
import { median, medianMainThreadTime, medianOfRuns } from './median-run.js';

const run = (overrides: Partial<LighthouseScores>): LighthouseScores => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  benchmarkIndex: 1500,
  failedAudits: [],
  runError: null,
  ...overrides,
});

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([98, 74, 95, 88, 100])).toBe(95);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 10])).toBe(3);
  });

  it('refuses an empty list instead of inventing a figure', () => {
    expect(() => median([])).toThrow('no values');
  });
});

describe('medianOfRuns', () => {
  it("takes each figure's median on its own, not the figures of one run", () => {
    const medians = medianOfRuns([
      run({ performance: 99, lcpMs: 2600, tbtMs: 40 }),
      run({ performance: 80, lcpMs: 1500, tbtMs: 500 }),
      run({ performance: 95, lcpMs: 2100, tbtMs: 120 }),
    ]);
    expect(medians).toMatchObject({ performance: 95, lcpMs: 2100, tbtMs: 120, scoredRuns: 3 });
  });

  it('leaves a run Lighthouse could not score out of the medians but names it', () => {
    const medians = medianOfRuns([run({ performance: 97 }), run({ performance: 0, runError: 'NO_NAVSTART' }), run({ performance: 93 })]);
    expect(medians.performance).toBe(95);
    expect(medians.scoredRuns).toBe(2);
    expect(medians.performanceOfEachRun).toEqual(['97', 'not scored (NO_NAVSTART)', '93']);
  });

  it('lists an audit that failed in any scored run once', () => {
    const medians = medianOfRuns([run({ failedAudits: ['seo: meta-description'] }), run({ failedAudits: ['seo: meta-description', 'accessibility: heading-order'] })]);
    expect(medians.failedAudits).toEqual(['accessibility: heading-order', 'seo: meta-description']);
  });

  it('refuses when no run could be scored', () => {
    expect(() => medianOfRuns([run({ runError: 'NO_FCP' })])).toThrow('NO_FCP');
  });
});

describe('medianMainThreadTime', () => {
  it("takes each main-thread figure's median", () => {
    const time = (scriptEvaluationMs: number, longestTaskMs: number) => ({ scriptEvaluationMs, styleLayoutMs: 10, scriptAndLayoutMs: scriptEvaluationMs + 10, allWorkMs: 900, longestTaskMs, longTaskCount: 1 });
    expect(medianMainThreadTime([time(300, 90), time(100, 40), time(200, 300)])).toMatchObject({ scriptEvaluationMs: 200, scriptAndLayoutMs: 210, longestTaskMs: 90 });
  });
});
