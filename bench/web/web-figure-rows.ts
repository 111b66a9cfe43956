import type { FigureRow } from '../figures-table.js';
import { WEB_TARGETS } from './web-targets.js';
import type { PageResult, WebReport } from './web-report.js';

const LONG_TASK_MS = 50;

/** The pages whose figure is the worst one, by name. */
const worstOf = <T extends PageResult>(results: readonly T[], read: (result: T) => number, higherIsBetter: boolean): { readonly value: number; readonly pages: string } => {
  const values = results.map(read);
  const value = higherIsBetter ? Math.min(...values) : Math.max(...values);
  const worst = results.filter((result) => read(result) === value);
  return { value, pages: worst.length === results.length && results.length > 1 ? 'every page' : worst.map((result) => result.page.name).join(', ') };
};

const formatted = (target: string, value: number): string => (target.startsWith('CLS') ? value.toFixed(3) : target.startsWith('TBT') || target.startsWith('LCP') ? `${Math.round(value)} ms` : String(value));

const slowedNote = (report: WebReport): string =>
  `${report.cpuSlowdown === 4 ? '' : `, ${report.cpuSlowdown}× CPU slowdown`}${report.hostSlowdown === 1 ? '' : ` on a host slowed ${report.hostSlowdown}×`}`;

/** The Lighthouse rows of the current figures: each target over every page measured, its worst page named. */
export const webFigureRows = (report: WebReport): FigureRow[] => {
  const { results } = report;
  const pages = `every public page measured (${results.length})`;
  const lighthouse = `${pages}, Lighthouse 12 mobile${slowedNote(report)}, median of ${report.runs} run${report.runs === 1 ? '' : 's'} a page`;
  const rows: FigureRow[] = WEB_TARGETS.map(({ id, target, read, higherIsBetter, category }) => {
    const passing = results.filter((result) => result.checks.some((check) => check.target === target && check.pass));
    const acceptedOnly = passing.filter((result) => !WEB_TARGETS.some((candidate) => candidate.target === target && candidate.met(result.medians)));
    const worst = worstOf(results, (result) => read(result.medians), higherIsBetter);
    const accepted =
      acceptedOnly.length === 0 ? '' : `; ${acceptedOnly.map((result) => result.page.name).join(', ')} only by audits they fail by what they are (${[...new Set(acceptedOnly.flatMap((result) => result.medians.failedAudits.filter((audit) => audit.startsWith(`${category ?? ''}: `))))].join(', ')})`;
    return {
      id,
      what: lighthouse,
      target,
      figure: `${higherIsBetter ? 'lowest' : 'highest'} ${formatted(target, worst.value)} (${worst.pages}); ${passing.length} of ${results.length} pages meet it${accepted}`,
      met: results.length > 0 && passing.length === results.length,
    };
  });
  if (report.unthrottledRuns > 0) {
    const traced = results.filter((result) => result.mainThread !== null);
    const longest = worstOf(traced, (result) => result.mainThread?.longestTaskMs ?? 0, false);
    const without = traced.filter((result) => result.mainThread?.longTaskCount === 0);
    rows.push({
      id: 'long-tasks',
      what: `${pages}, unthrottled, median of ${report.unthrottledRuns} run${report.unthrottledRuns === 1 ? '' : 's'} a page`,
      target: `no main-thread task of ${LONG_TASK_MS} ms or more`,
      figure: `longest task ${Math.round(longest.value)} ms (${longest.pages}); ${without.length} of ${results.length} pages without one${traced.length < results.length ? `; ${results.length - traced.length} not traced` : ''}`,
      met: results.length > 0 && without.length === results.length,
    });
  }
  const sized = results.flatMap((result) => (result.firstRouteBytes === null ? [] : [{ ...result, bytes: result.firstRouteBytes }]));
  const largest = worstOf(sized, (result) => result.bytes, false);
  const within = sized.filter((result) => result.bytes <= report.firstRouteBudgetBytes);
  rows.push({
    id: 'first-route-js',
    what: `${pages}: first-route JavaScript, gzip`,
    target: `≤ ${(report.firstRouteBudgetBytes / 1024).toFixed(1)} kB`,
    figure: `largest ${(largest.value / 1024).toFixed(1)} kB (${largest.pages}); ${within.length} of ${results.length} pages within${sized.length < results.length ? `; ${results.length - sized.length} not in the manifest` : ''}`,
    met: results.length > 0 && within.length === results.length,
  });
  return rows;
};
