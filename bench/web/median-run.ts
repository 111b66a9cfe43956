import type { LighthouseScores } from './lighthouse-scores.js';
import type { MainThreadTime } from './main-thread-time.js';

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export interface MedianScores extends Omit<LighthouseScores, 'runError'> {
  /** How many runs Lighthouse could score (the medians are over these). */
  readonly scoredRuns: number;
  /** Each run's performance score, or why it could not be scored, in run order. */
  readonly performanceOfEachRun: readonly string[];
}

/**
 * Each figure's median over the runs, taken on its own (each target is about one figure): one
 * run moves by several points with whatever else the host does, the median of five far less.
 * A run Lighthouse could not score (its 0 is not a measurement) is shown but not counted.
 * The failed audits are those of any scored run.
 */
export const medianOfRuns = (runs: readonly LighthouseScores[]): MedianScores => {
  const scored = runs.filter((run) => run.runError === null);
  if (scored.length === 0) throw new Error(`no Lighthouse run could be scored: ${runs.map((run) => run.runError).join(' / ')}`);
  const of = (figure: (run: LighthouseScores) => number): number => median(scored.map(figure));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    failedAudits: [...new Set(scored.flatMap((run) => run.failedAudits))].sort(),
    scoredRuns: scored.length,
    performanceOfEachRun: runs.map((run) => (run.runError === null ? String(run.performance) : `not scored (${run.runError})`)),
  };
};

/** Each main-thread figure's median over the unthrottled runs. */
export const medianMainThreadTime = (runs: readonly MainThreadTime[]): MainThreadTime => {
  const of = (figure: (run: MainThreadTime) => number): number => median(runs.map(figure));
  return {
    scriptEvaluationMs: of((run) => run.scriptEvaluationMs),
    styleLayoutMs: of((run) => run.styleLayoutMs),
    scriptAndLayoutMs: of((run) => run.scriptAndLayoutMs),
    allWorkMs: of((run) => run.allWorkMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    longTaskCount: of((run) => run.longTaskCount),
  };
};
