import type { Measurement } from './measure.js';
import { median } from './web/median-run.js';

/**
 * One line from several runs of the same measurement: each figure's median on its own, and each
 * run's p99 named in the label. A p99 of one 10-second run moves with whatever else the machine
 * did in it (a checkpoint, a collection); the median of several runs far less.
 */
export const medianMeasurement = (runs: readonly Measurement[]): Measurement => {
  const [first] = runs;
  if (first === undefined) throw new Error('no runs to take the median of');
  const of = (figure: (run: Measurement) => number): number => median(runs.map(figure));
  return {
    label: `${first.label}, median of ${runs.length} runs, p99 of each: ${runs.map((run) => run.p99Ms).join(' / ')} ms`,
    requestsPerSecond: of((run) => run.requestsPerSecond),
    p50Ms: of((run) => run.p50Ms),
    p99Ms: of((run) => run.p99Ms),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    statuses: runs.map((run) => run.statuses).join(' / '),
    serverCpuMsPerAnswer: runs.every((run) => run.serverCpuMsPerAnswer !== null) ? median(runs.map((run) => run.serverCpuMsPerAnswer ?? 0)) : null,
  };
};
