import type { MedianScores } from './median-run.js';

export interface TargetCheck {
  readonly target: string;
  readonly pass: boolean;
}

/** The targets for every public page (Lighthouse 12 mobile default, median of the runs); `read` is the figure each is about. */
export const WEB_TARGETS: readonly {
  /** Its row id among the current figures. */
  readonly id: string;
  readonly target: string;
  readonly read: (scores: MedianScores) => number;
  readonly met: (scores: MedianScores) => boolean;
  /** Whether a higher figure is the better one (scores) or a lower (times, shifts). */
  readonly higherIsBetter: boolean;
  readonly category?: string;
}[] = [
  { id: 'performance', target: 'performance ≥ 95', read: (s) => s.performance, met: (s) => s.performance >= 95, higherIsBetter: true },
  { id: 'tbt', target: 'TBT ≤ 150 ms', read: (s) => s.tbtMs, met: (s) => s.tbtMs <= 150, higherIsBetter: false },
  { id: 'lcp', target: 'LCP ≤ 2.0 s', read: (s) => s.lcpMs, met: (s) => s.lcpMs <= 2000, higherIsBetter: false },
  { id: 'cls', target: 'CLS ≤ 0.05', read: (s) => s.cls, met: (s) => s.cls <= 0.05, higherIsBetter: false },
  { id: 'accessibility', target: 'accessibility 100', read: (s) => s.accessibility, met: (s) => s.accessibility === 100, higherIsBetter: true, category: 'accessibility' },
  { id: 'best-practices', target: 'best practices 100', read: (s) => s.bestPractices, met: (s) => s.bestPractices === 100, higherIsBetter: true, category: 'best-practices' },
  { id: 'seo', target: 'SEO 100', read: (s) => s.seo, met: (s) => s.seo === 100, higherIsBetter: true, category: 'seo' },
];

/**
 * Each target, met or not. `acceptedFailures` are audits a page fails by what it is (the 404
 * page's `seo: http-status-code`): a category below 100 only because of those still passes.
 */
export const checkTargets = (scores: MedianScores, acceptedFailures: readonly string[] = []): TargetCheck[] =>
  WEB_TARGETS.map(({ target, met, category }) => {
    const failedInCategory = category === undefined ? [] : scores.failedAudits.filter((audit) => audit.startsWith(`${category}: `));
    const onlyAccepted = failedInCategory.length > 0 && failedInCategory.every((audit) => acceptedFailures.includes(audit));
    return { target, pass: met(scores) || onlyAccepted };
  });
