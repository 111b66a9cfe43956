import type { MedianScores } from './median-run.js';

export interface TargetCheck {
  readonly target: string;
  readonly pass: boolean;
}

/** Issue 18's targets for every public page (Lighthouse 12 mobile default, median of the runs). */
const TARGETS: readonly { readonly target: string; readonly met: (scores: MedianScores) => boolean; readonly category?: string }[] = [
  { target: 'performance ≥ 95', met: (s) => s.performance >= 95 },
  { target: 'TBT ≤ 150 ms', met: (s) => s.tbtMs <= 150 },
  { target: 'LCP ≤ 2.0 s', met: (s) => s.lcpMs <= 2000 },
  { target: 'CLS ≤ 0.05', met: (s) => s.cls <= 0.05 },
  { target: 'accessibility 100', met: (s) => s.accessibility === 100, category: 'accessibility' },
  { target: 'best practices 100', met: (s) => s.bestPractices === 100, category: 'best-practices' },
  { target: 'SEO 100', met: (s) => s.seo === 100, category: 'seo' },
];

/**
 * Each target, met or not. `acceptedFailures` are audits a page fails by what it is (the 404
 * page's `seo: http-status-code`): a category below 100 only because of those still passes.
 */
export const checkTargets = (scores: MedianScores, acceptedFailures: readonly string[] = []): TargetCheck[] =>
  TARGETS.map(({ target, met, category }) => {
    const failedInCategory = category === undefined ? [] : scores.failedAudits.filter((audit) => audit.startsWith(`${category}: `));
    const onlyAccepted = failedInCategory.length > 0 && failedInCategory.every((audit) => acceptedFailures.includes(audit));
    return { target, pass: met(scores) || onlyAccepted };
  });
