/** The parts of a Lighthouse result (LHR) the scores are read from; a saved LHR file has this shape. */
export interface LhrScoresShape {
  readonly runtimeError?: { readonly code: string };
  readonly environment: { readonly benchmarkIndex: number };
  readonly categories: Readonly<Record<string, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly score: number | null; readonly numericValue?: number; readonly errorMessage?: string } | undefined>>;
}

export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Largest contentful paint and total blocking time as Lighthouse estimates them, ms. */
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Lighthouse's measure of the host's CPU speed for this run (higher is faster). */
  readonly benchmarkIndex: number;
  /** Audits that lost points outside performance (`category: audit-id`), to explain a score below 100. */
  readonly failedAudits: readonly string[];
  /** Why Lighthouse could not score the run's performance (its runtime error, or the metrics it could not measure); null when it could. */
  readonly runError: string | null;
}

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);

/** The category scores, metrics and failed audits of one run. */
export const readScores = (lhr: LhrScoresShape): LighthouseScores => {
  const { categories, audits } = lhr;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
  );
  const unmeasured = (categories['performance']?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === null)
    .map((ref) => `${ref.id}: ${audits[ref.id]?.errorMessage ?? 'no value'}`);
  const runError = lhr.runtimeError !== undefined ? lhr.runtimeError.code : categories['performance']?.score == null ? unmeasured.join('; ') || 'no performance score' : null;
  return {
    runError,
    performance: score(categories['performance']?.score),
    accessibility: score(categories['accessibility']?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories['seo']?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
  };
};
