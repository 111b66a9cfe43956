import type { LighthouseScores } from './lighthouse-run.js';

/**
 * The run with the median performance score, as Lighthouse CI reports it: one
 * run's score moves by several points with whatever else the host does (the
 * mobile preset multiplies every long task by four), the median of three far less.
 */
export const medianRun = (runs: readonly LighthouseScores[]): LighthouseScores => {
  // A run Lighthouse could not score (its 0 is not a measurement) is shown but not counted.
  const sorted = runs.filter((run) => run.runError === null).sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error(`no Lighthouse run could be scored: ${runs.map((run) => run.runError).join(' / ')}`);
  return median;
};
