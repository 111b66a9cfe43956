/** The audits of a Lighthouse result (LHR) the main-thread time is read from; a saved LHR file has this shape. */
export interface LhrMainThreadShape {
  readonly runtimeError?: { readonly code: string };
  readonly audits: Readonly<Record<string, { readonly details?: unknown } | undefined>>;
}

export interface MainThreadTime {
  /** Lighthouse's `scriptEvaluation` group of the trace's main-thread tasks, ms. */
  readonly scriptEvaluationMs: number;
  /** Its `styleLayout` group: style recalculation, layout and layout-tree updates, ms. */
  readonly styleLayoutMs: number;
  /** Script evaluation + style & layout: the work the page's own code causes. */
  readonly scriptAndLayoutMs: number;
  /** Every group (parsing, compiling, painting, garbage collection and the rest too), ms. */
  readonly allWorkMs: number;
  /** The longest main-thread task Lighthouse lists as long (≥ 50 ms); 0 when there is none. */
  readonly longestTaskMs: number;
  readonly longTaskCount: number;
}

interface BreakdownItem {
  readonly group: string;
  readonly duration: number;
}

const tableItems = (details: unknown): readonly unknown[] => {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const { items } = details as { items: unknown };
  return Array.isArray(items) ? items : [];
};

const isBreakdownItem = (item: unknown): item is BreakdownItem =>
  typeof item === 'object' && item !== null && typeof (item as BreakdownItem).group === 'string' && typeof (item as BreakdownItem).duration === 'number';

const durations = (details: unknown): number[] =>
  tableItems(details).flatMap((item) => (typeof item === 'object' && item !== null && typeof (item as { duration?: unknown }).duration === 'number' ? [(item as { duration: number }).duration] : []));

/**
 * Main-thread time by kind from the `mainthread-work-breakdown` audit (which Lighthouse takes
 * from the trace) and the `long-tasks` audit. Only meaningful for an unthrottled run: under
 * simulated throttling Lighthouse multiplies these durations by its CPU slowdown.
 */
export const readMainThreadTime = (lhr: LhrMainThreadShape): MainThreadTime => {
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse could not trace the page: ${lhr.runtimeError.code}`);
  const breakdown = lhr.audits['mainthread-work-breakdown'];
  if (breakdown === undefined) throw new Error('the result has no mainthread-work-breakdown audit');
  const groups = tableItems(breakdown.details).filter(isBreakdownItem);
  if (groups.length === 0) throw new Error('the mainthread-work-breakdown audit has no task groups');
  const group = (id: string): number => groups.filter((item) => item.group === id).reduce((sum, item) => sum + item.duration, 0);
  const scriptEvaluationMs = group('scriptEvaluation');
  const styleLayoutMs = group('styleLayout');
  const longTasks = durations(lhr.audits['long-tasks']?.details);
  return {
    scriptEvaluationMs,
    styleLayoutMs,
    scriptAndLayoutMs: scriptEvaluationMs + styleLayoutMs,
    allWorkMs: groups.reduce((sum, item) => sum + item.duration, 0),
    longestTaskMs: longTasks.reduce((longest, duration) => Math.max(longest, duration), 0),
    longTaskCount: longTasks.length,
  };
};
